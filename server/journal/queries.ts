// Reading My Journey: a user's reflections (journal posts), their likes and the journey header counts.
// Journal posts are `posts` rows with postable_type 'Journal', wallable_type 'User', wallable_id = the author
// (docs/domain-model.md); every read names the promotion. The rows are read through server/posts.
import { db, type Prisma } from '@/server/db';
import type { Page } from '@/server/platform/pagination';
import { countCompletedScenes } from '@/server/scenes/queries';
import { countCompletedDuos } from '@/server/duos/queries';
import { countPosts, findPost, likeSelect, listPosts, listPostsPage, NEWEST_FIRST, OLDEST_FIRST, userWithNames } from '@/server/posts/queries';
import { JOURNAL_POSTABLE_TYPE, JOURNAL_WALLABLE_TYPE } from '@/lib/journal/constants';
import type { JourneySummary } from '@/lib/journal/types';

export const journalPostSelect = {
  id: true, promotion_id: true, user_id: true, content: true, wallable_type: true, wallable_id: true, depth: true,
  postable_type: true, created_at: true, updated_at: true,
  user_scene: {
    select: {
      id: true, sequence: true, current_state: true, completed_at: true,
      scene: { select: { id: true, name: true, scene_type: true, layout_version: true, tile_urls: true } },
    },
  },
  duo: {
    select: {
      id: true, state: true, started_at: true, completed_at: true, sender_id: true, receiver_id: true,
      duo_template: { select: { id: true, name: true } },
      sending_user: userWithNames,
      receiving_user: userWithNames,
    },
  },
  likes: { select: likeSelect, orderBy: [{ created_at: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.PostSelect;

export type JournalPostRow = Prisma.PostGetPayload<{ select: typeof journalPostSelect }>;

/** The where of "journal posts of this user in this promotion"; served by posts (promotion_id, wallable_type, wallable_id, created_at DESC). */
export function journalWhere(promotionId: number, ownerId: number): Prisma.PostWhereInput {
  return { promotion_id: promotionId, wallable_type: JOURNAL_WALLABLE_TYPE, wallable_id: ownerId, postable_type: JOURNAL_POSTABLE_TYPE };
}

/** A page of a user's reflections, newest first, and their total. */
export function listJournalPosts(promotionId: number, ownerId: number, page: Page) {
  return listPostsPage(journalWhere(promotionId, ownerId), journalPostSelect, NEWEST_FIRST, page);
}

/** Every reflection of a user, oldest first (the journey PDF reads the journey from its start). */
export function allJournalPosts(promotionId: number, ownerId: number) {
  return listPosts(journalWhere(promotionId, ownerId), journalPostSelect, OLDEST_FIRST);
}

/** One reflection of the promotion (any author); the caller's policy decides who may see it. */
export function findJournalPost(id: number, promotionId: number) {
  return findPost({ id, promotion_id: promotionId, postable_type: JOURNAL_POSTABLE_TYPE, wallable_type: JOURNAL_WALLABLE_TYPE }, journalPostSelect);
}

/** The journey header (it shows counts of scenes and duos), one index read per count. */
export async function journeySummary(userId: number, promotionId: number): Promise<JourneySummary> {
  const [scenes, duos, reflections, points] = await Promise.all([
    countCompletedScenes(userId, promotionId),
    countCompletedDuos(userId, promotionId),
    countPosts(journalWhere(promotionId, userId)),
    db.userPoints.findFirst({ where: { user_id: userId, promotion_id: promotionId }, select: { total_points: true } }),
  ]);
  return { completed_scene_count: scenes, completed_duo_count: duos, reflection_count: reflections, points: points?.total_points ?? 0 };
}
