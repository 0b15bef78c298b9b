// How many events of a badge category a user has (participant-core.md §9 "Badge categories").
// Each count is one index range on the user's own rows (the index each serves is named beside it).
import type { Prisma } from '@/server/db';
import type { BadgeCategory } from '@/lib/badges/categories';
import { JOURNAL_POSTABLE_TYPE, JOURNAL_WALLABLE_TYPE } from '@/lib/journal/constants';

type Tx = Prisma.TransactionClient;
type Counter = (tx: Tx, userId: number, promotionId: number) => Promise<number>;

const COUNTERS: Record<Exclude<BadgeCategory, 'custom'>, Counter> = {
  // user_activities (user_id, recorded_on): logged (date_answered set) and not deactivated
  activities_logged: (tx, userId, promotionId) =>
    tx.userActivity.count({ where: { user_id: userId, promotion_id: promotionId, date_answered: { not: null }, is_active: true } }),
  // evaluations (user_id, evaluation_definition_id)
  evaluation: (tx, userId, promotionId) => tx.evaluation.count({ where: { user_id: userId, promotion_id: promotionId } }),
  // posts (user_id, created_at DESC): top-level posts on a wall (not journal reflections, not comments)
  wall_posts_created: (tx, userId, promotionId) =>
    tx.post.count({ where: { user_id: userId, promotion_id: promotionId, depth: 0, wallable_type: { not: JOURNAL_WALLABLE_TYPE } } }),
  // post_tags (promotion_id, user_id): times the user was tagged in a wall post
  wall_posts_tags: (tx, userId, promotionId) => tx.postTag.count({ where: { user_id: userId, promotion_id: promotionId } }),
  // recipe_ratings (promotion_id, user_id)
  recipes_rated: (tx, userId, promotionId) => tx.recipeRating.count({ where: { user_id: userId, promotion_id: promotionId } }),
  // custom_content_shares (user_id, created_at)
  tips_shared: (tx, userId, promotionId) => tx.customContentShare.count({ where: { user_id: userId, promotion_id: promotionId } }),
  // user_scenes (user_id, sequence)
  completed_scenes: (tx, userId, promotionId) =>
    tx.userScene.count({
      where: { user_id: userId, promotion_id: promotionId, OR: [{ completed_at: { not: null } }, { current_state: 'completed' }] },
    }),
  // duos (sender_id, state)
  sent_duo_requests: (tx, userId, promotionId) => tx.duo.count({ where: { sender_id: userId, promotion_id: promotionId } }),
  // duos (sender_id, state) and (receiver_id, state)
  completed_duos: (tx, userId, promotionId) =>
    tx.duo.count({ where: { promotion_id: promotionId, state: 'completed', OR: [{ sender_id: userId }, { receiver_id: userId }] } }),
  // posts (user_id, created_at DESC)
  reflection_created: (tx, userId, promotionId) =>
    tx.post.count({ where: { user_id: userId, promotion_id: promotionId, postable_type: JOURNAL_POSTABLE_TYPE } }),
  // friendships (friender_id, status) and (friendee_id, status): accepted friends, whoever asked
  buddies_added: (tx, userId, promotionId) =>
    tx.friendship.count({ where: { promotion_id: promotionId, status: 'A', OR: [{ friender_id: userId }, { friendee_id: userId }] } }),
};

/** The user's count of events of this category; null for 'custom' (granted by hand, never by a count). */
export async function countBadgeEvents(tx: Tx, category: BadgeCategory, userId: number, promotionId: number): Promise<number | null> {
  if (category === 'custom') return null;
  return COUNTERS[category](tx, userId, promotionId);
}
