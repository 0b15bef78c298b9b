// What counts as one event of a badge category, as the rows of the
// user's events: awardBadgesFor counts them with a LIMIT (the largest goal still open), so a count never reads
// more of the user's rows than a badge needs. Each is one index range on the user's own rows (named beside it).
import { Prisma } from '@/generated/prisma/client';
import type { BadgeCategory } from '@/lib/badges/categories';
import { acceptedFriendIdsSql } from '@/server/friends/sql';
import { JOURNAL_POSTABLE_TYPE, JOURNAL_WALLABLE_TYPE } from '@/lib/journal/constants';

type EventRows = (userId: number, promotionId: number) => Prisma.Sql;

const EVENT_ROWS: Record<Exclude<BadgeCategory, 'custom'>, EventRows> = {
  // user_activities (user_id, recorded_on): logged to a day (a pending pick has no recorded_on) and not deactivated
  activities_logged: (u, p) => Prisma.sql`SELECT 1 FROM user_activities
     WHERE user_id = ${u} AND recorded_on IS NOT NULL AND promotion_id = ${p} AND is_active`,
  // evaluations (user_id, evaluation_definition_id)
  evaluation: (u, p) => Prisma.sql`SELECT 1 FROM evaluations WHERE user_id = ${u} AND promotion_id = ${p}`,
  // posts (user_id, created_at DESC): top-level posts on a wall (not journal reflections, not comments)
  wall_posts_created: (u, p) => Prisma.sql`SELECT 1 FROM posts
     WHERE user_id = ${u} AND promotion_id = ${p} AND depth = 0 AND wallable_type <> ${JOURNAL_WALLABLE_TYPE}`,
  // post_tags (promotion_id, user_id): times the user was tagged in a wall post
  wall_posts_tags: (u, p) => Prisma.sql`SELECT 1 FROM post_tags WHERE promotion_id = ${p} AND user_id = ${u}`,
  // recipe_ratings (promotion_id, user_id)
  recipes_rated: (u, p) => Prisma.sql`SELECT 1 FROM recipe_ratings WHERE promotion_id = ${p} AND user_id = ${u}`,
  // custom_content_shares (user_id, created_at)
  tips_shared: (u, p) => Prisma.sql`SELECT 1 FROM custom_content_shares WHERE user_id = ${u} AND promotion_id = ${p}`,
  // user_scenes (user_id, sequence)
  completed_scenes: (u, p) => Prisma.sql`SELECT 1 FROM user_scenes
     WHERE user_id = ${u} AND promotion_id = ${p} AND (completed_at IS NOT NULL OR current_state = 'completed')`,
  // duos (sender_id, state)
  sent_duo_requests: (u, p) => Prisma.sql`SELECT 1 FROM duos WHERE sender_id = ${u} AND promotion_id = ${p}`,
  // duos (sender_id, state) and (receiver_id, state): completed, either side
  completed_duos: (u, p) => Prisma.sql`SELECT 1 FROM duos WHERE sender_id = ${u} AND state = 'completed' AND promotion_id = ${p}
     UNION ALL SELECT 1 FROM duos WHERE receiver_id = ${u} AND state = 'completed' AND promotion_id = ${p}`,
  // posts (user_id, created_at DESC)
  reflection_created: (u, p) => Prisma.sql`SELECT 1 FROM posts
     WHERE user_id = ${u} AND promotion_id = ${p} AND postable_type = ${JOURNAL_POSTABLE_TYPE}`,
  // friendships (friender_id, status) and (friendee_id, status): accepted friends, whoever asked
  buddies_added: (u, p) => Prisma.sql`SELECT 1 FROM (${acceptedFriendIdsSql(Prisma.sql, Prisma.sql`${p}`, Prisma.sql`${u}`)}) friends`,
};

/** The user's events of this category as SQL rows; null for 'custom' (granted by hand, never by a count). */
export function badgeEventRows(category: BadgeCategory, userId: number, promotionId: number): Prisma.Sql | null {
  if (category === 'custom') return null;
  return EVENT_ROWS[category](userId, promotionId);
}
