// Reads of the `posts` and `likes` tables, for every kind of post (journal reflections today, the wall next). The
// caller brings the rules: its `where` names the promotion and the kind of post, its `select` the shape it serves.
import { db, type Prisma, type Tx } from '@/server/db';
import type { Page } from '@/server/platform/pagination';

const profileNames = { select: { first_name: true, last_name: true, image_url: true } } as const;
export const userWithNames = { select: { id: true, profile: profileNames } } as const;

export const likeSelect = {
  id: true, user_id: true, post_id: true, created_at: true, user: userWithNames,
} as const;

export type LikeRow = Prisma.LikeGetPayload<{ select: typeof likeSelect }>;

/** Newest first, ties by id. */
export const NEWEST_FIRST = [{ created_at: 'desc' }, { id: 'desc' }] satisfies Prisma.PostOrderByWithRelationInput[];
/** Oldest first, ties by id. */
export const OLDEST_FIRST = [{ created_at: 'asc' }, { id: 'asc' }] satisfies Prisma.PostOrderByWithRelationInput[];

/** A page of the posts `where` matches, in `orderBy`, and their total. */
export async function listPostsPage<S extends Prisma.PostSelect>(
  where: Prisma.PostWhereInput, select: S, orderBy: Prisma.PostOrderByWithRelationInput[], page: Page,
) {
  const [rows, total] = await Promise.all([
    db.post.findMany({ where, select, orderBy, skip: page.skip, take: page.take }),
    db.post.count({ where }),
  ]);
  return { rows, total };
}

/** Every post `where` matches, in `orderBy`. */
export function listPosts<S extends Prisma.PostSelect>(where: Prisma.PostWhereInput, select: S, orderBy: Prisma.PostOrderByWithRelationInput[]) {
  return db.post.findMany({ where, select, orderBy });
}

/** The first post `where` matches (the caller's where carries the id and the promotion), or null. */
export function findPost<S extends Prisma.PostSelect>(where: Prisma.PostWhereInput, select: S, client: Tx = db) {
  return client.post.findFirst({ where, select });
}

export function countPosts(where: Prisma.PostWhereInput): Promise<number> {
  return db.post.count({ where });
}

/** The likes of a post, oldest first. */
export function listLikes(postId: number, promotionId: number) {
  // likes (post_id, user_id) unique serves the read.
  return db.like.findMany({ where: { post_id: postId, promotion_id: promotionId }, select: likeSelect, orderBy: [{ created_at: 'asc' }, { id: 'asc' }] });
}

/** A user's like of a post. */
export function findLike(postId: number, userId: number) {
  return db.like.findUniqueOrThrow({ where: { post_id_user_id: { post_id: postId, user_id: userId } }, select: likeSelect });
}
