// Reading My Journey: a user's reflections (journal posts), their likes and the journey header counts.
// Journal posts are `posts` rows with postable_type 'Journal', wallable_type 'User', wallable_id = the author
// (docs/domain-model.md); every read names the promotion.
import { db, type Prisma } from '@/server/db';
import type { Page } from '@/server/http/pagination';
import { JOURNAL_POSTABLE_TYPE, JOURNAL_WALLABLE_TYPE } from '@/lib/journal/constants';
import type { JourneySummary } from '@/lib/journal/types';

const profileNames = { select: { first_name: true, last_name: true, image_url: true } } as const;
const userWithNames = { select: { id: true, profile: profileNames } } as const;

export const likeSelect = {
  id: true, user_id: true, post_id: true, created_at: true, user: userWithNames,
} as const;

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
export type LikeRow = Prisma.LikeGetPayload<{ select: typeof likeSelect }>;

/** The where of "journal posts of this user in this promotion"; served by posts (promotion_id, wallable_type, wallable_id, created_at DESC). */
export function journalWhere(promotionId: number, ownerId: number): Prisma.PostWhereInput {
  return { promotion_id: promotionId, wallable_type: JOURNAL_WALLABLE_TYPE, wallable_id: ownerId, postable_type: JOURNAL_POSTABLE_TYPE };
}

/** A page of a user's reflections, newest first, and their total. */
export async function listJournalPosts(promotionId: number, ownerId: number, page: Page) {
  const where = journalWhere(promotionId, ownerId);
  const [rows, total] = await Promise.all([
    db.post.findMany({ where, select: journalPostSelect, orderBy: [{ created_at: 'desc' }, { id: 'desc' }], skip: page.skip, take: page.take }),
    db.post.count({ where }),
  ]);
  return { rows, total };
}

/** Every reflection of a user, oldest first (the journey PDF reads the journey from its start). */
export function allJournalPosts(promotionId: number, ownerId: number) {
  return db.post.findMany({ where: journalWhere(promotionId, ownerId), select: journalPostSelect, orderBy: [{ created_at: 'asc' }, { id: 'asc' }] });
}

/** One reflection of the promotion (any author); the caller's policy decides who may see it. */
export function findJournalPost(id: number, promotionId: number) {
  return db.post.findFirst({
    where: { id, promotion_id: promotionId, postable_type: JOURNAL_POSTABLE_TYPE, wallable_type: JOURNAL_WALLABLE_TYPE },
    select: journalPostSelect,
  });
}

export function listLikes(postId: number, promotionId: number) {
  // likes (post_id, user_id) unique serves the read.
  return db.like.findMany({ where: { post_id: postId, promotion_id: promotionId }, select: likeSelect, orderBy: [{ created_at: 'asc' }, { id: 'asc' }] });
}

/** The journey header (participant-core.md §2 "counts of scenes and duos"), one index read per count. */
export async function journeySummary(userId: number, promotionId: number): Promise<JourneySummary> {
  const [scenes, duos, reflections, points] = await Promise.all([
    // user_scenes (user_id, sequence)
    db.userScene.count({
      where: { user_id: userId, promotion_id: promotionId, OR: [{ completed_at: { not: null } }, { current_state: 'completed' }] },
    }),
    // duos (sender_id, state) / (receiver_id, state)
    db.duo.count({ where: { promotion_id: promotionId, state: 'completed', OR: [{ sender_id: userId }, { receiver_id: userId }] } }),
    db.post.count({ where: journalWhere(promotionId, userId) }),
    db.userPoints.findFirst({ where: { user_id: userId, promotion_id: promotionId }, select: { total_points: true } }),
  ]);
  return { completed_scene_count: scenes, completed_duo_count: duos, reflection_count: reflections, points: points?.total_points ?? 0 };
}
