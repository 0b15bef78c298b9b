// Reads of the wall: a page of a wall's posts (four statements whatever the page holds: ids, total, posts, their
// first comments) and one post with all its comments.
import { db } from '@/server/db';
import type { Page } from '@/server/platform/pagination';
import type { Actor } from '@/server/auth/actor';
import { COMMENTS_SHOWN } from '@/lib/wall/constants';
import type { WallPost } from '@/lib/wall/types';
import { wallCountSql, wallPageIdsSql, wallPostsSql, wallStoredCountSql, type WallSelection } from './sql';
import { serializeWallPost, type PostRow } from './serialize';

type Viewer = Pick<Actor, 'id' | 'role'>;

/** The posts of `ids` in that order, each with `commentsEach` comments (-1 all), serialized for the viewer. */
async function postsWithComments(promotionId: number, ids: number[], viewer: Viewer, commentsEach: number): Promise<WallPost[]> {
  if (ids.length === 0) return [];
  const rows = await wallPostsSql.all(db, promotionId, ids, viewer.id, commentsEach);
  const commentIds = rows.flatMap((r) => r.comment_ids);
  const commentRows = commentIds.length ? await wallPostsSql.all(db, promotionId, commentIds, viewer.id, 0) : [];
  const byId = new Map<number, PostRow>(commentRows.map((r) => [r.id, r]));
  const rowById = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = rowById.get(id);
    if (!row) return [];
    const comments = row.comment_ids.flatMap((cid) => {
      const c = byId.get(cid);
      return c ? [serializeWallPost(c, viewer, [])] : [];
    });
    return [serializeWallPost(row, viewer, comments)];
  });
}

/** A page of a wall, newest first, with each post's first comments, and the total of the list. */
export async function listWallPage(selection: WallSelection, viewer: Viewer, page: Page): Promise<{ posts: WallPost[]; total: number }> {
  const take = page.take ?? 30;
  // The whole wall's total is kept by a trigger; a filtered or searched list counts its (few) rows.
  const whole = selection.filter === 'all' && selection.authorId === null && !selection.search;
  const [ids, count] = await Promise.all([
    wallPageIdsSql.all(db, selection, take, page.skip),
    whole
      ? wallStoredCountSql.first(db, selection.promotionId, selection.wallableType, selection.wallableId)
      : wallCountSql.first(db, selection),
  ]);
  const posts = await postsWithComments(selection.promotionId, ids.map((r) => r.id), viewer, COMMENTS_SHOWN);
  return { posts, total: count?.total ?? 0 };
}

/** One post of the promotion (not a journal reflection) with all its comments, or null. */
export async function findWallPost(promotionId: number, id: number, viewer: Viewer): Promise<WallPost | null> {
  const [post] = await postsWithComments(promotionId, [id], viewer, -1);
  return post && post.wallable_type !== ('User' as string) ? post : null;
}

/** The bare facts of a post the write rules need, or null when it is not a wall post of the promotion. */
export function findPostFacts(promotionId: number, id: number) {
  return db.post.findFirst({
    where: { id, promotion_id: promotionId, NOT: { wallable_type: 'User' } },
    select: {
      id: true, user_id: true, is_flagged: true, flagged_by: true, depth: true, parent_post_id: true, wallable_type: true, wallable_id: true,
      user: { select: { role: true } },
      tags: { select: { user_id: true } },
    },
  });
}
export type PostFactsRow = NonNullable<Awaited<ReturnType<typeof findPostFacts>>>;
