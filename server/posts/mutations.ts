// Writes of the `posts` and `likes` tables, for every kind of post. The caller checks who may write what (and holds
// the transaction when a write is one step of several); these only write the rows.
import { db, type Prisma, type Tx } from '@/server/db';
import { findLike } from './queries';
import { insertLikeSql } from './sql';

export function createPost<S extends Prisma.PostSelect>(tx: Tx, data: Prisma.PostUncheckedCreateInput, select: S) {
  return tx.post.create({ data, select });
}

export function updatePost<S extends Prisma.PostSelect>(tx: Tx, id: number, data: Prisma.PostUncheckedUpdateInput, select: S) {
  return tx.post.update({ where: { id }, data, select });
}

/** Deletes a post; its likes go with it (ON DELETE CASCADE). */
export async function deletePost(tx: Tx, id: number): Promise<void> {
  await tx.post.delete({ where: { id } });
}

/** Likes toggle per user: liking twice keeps one like. Answers the like. */
export async function likePost(promotionId: number, userId: number, postId: number) {
  await insertLikeSql.run(db, promotionId, userId, postId);
  return findLike(postId, userId);
}

export async function unlikePost(postId: number, userId: number, promotionId: number): Promise<void> {
  await db.like.deleteMany({ where: { post_id: postId, user_id: userId, promotion_id: promotionId } });
}
