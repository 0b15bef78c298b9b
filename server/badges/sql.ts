// The raw SQL of badge awarding (docs/decisions/006-sql-style.md).
import { Prisma } from '@/generated/prisma/client';
import { BADGE_CATEGORIES, type BadgeCategory } from '@/lib/badges/categories';
import { col, defineQuery } from '@/server/platform/sql';
import { badgeEventRows } from './counters';

/**
 * One statement, because logging calls it on every log: the badges in force of the category (the promotion's own —
 * badges (promotion_id, category, sequence) — plus the default promotion's it has not overridden — badges
 * (promotion_id, default_badge_id)) that the user has not earned yet (user_badges (user_id, badge_id)); the user's
 * events (`events`, ./counters.ts) counted only up to the largest goal still open (LIMIT 0 when none is: nothing is
 * read); then the insert. Usually it inserts nothing and nothing else runs.
 * earned_on is the promotion's "today" (promotionTimeline's current_date: the pinned date, else today in its time
 * zone), computed on the transaction's own connection: taking a second pool connection while the caller holds its
 * locks could wait for a slot held by a request that waits on those locks.
 */
export const awardReachedBadgesSql = defineQuery({
  name: 'badges.awardReached',
  columns: { id: col.int, name: col.text, category: col.text, image_url: col.text.orNull, earned_on: col.text },
  sql: (promotionId: number, userId: number, category: BadgeCategory, events: Prisma.Sql) => Prisma.sql`
    WITH today AS (
      SELECT coalesce(current_date_override, (now() AT TIME ZONE time_zone)::date) AS day FROM promotions WHERE id = ${promotionId}
    ), in_force AS (
      SELECT id, goal, name, category, image_url, sequence FROM badges
       WHERE promotion_id = ${promotionId} AND category = ${category}
      UNION ALL
      SELECT d.id, d.goal, d.name, d.category, d.image_url, d.sequence FROM badges d
       WHERE d.promotion_id = (SELECT id FROM promotions WHERE is_default ORDER BY id LIMIT 1)
         AND d.promotion_id <> ${promotionId} AND d.category = ${category}
         AND NOT EXISTS (SELECT 1 FROM badges o WHERE o.promotion_id = ${promotionId} AND o.default_badge_id = d.id)
    ), open AS (
      SELECT b.* FROM in_force b
       WHERE NOT EXISTS (SELECT 1 FROM user_badges ub WHERE ub.user_id = ${userId} AND ub.badge_id = b.id)
    ), counted AS (
      SELECT count(*)::int AS n FROM (${events} LIMIT (SELECT coalesce(max(goal), 0) FROM open)) e
    ), inserted AS (
      INSERT INTO user_badges (promotion_id, user_id, badge_id, earned_on)
      SELECT ${promotionId}, ${userId}, open.id, today.day FROM open, counted, today WHERE open.goal <= counted.n
      ON CONFLICT (user_id, badge_id) DO NOTHING
      RETURNING badge_id
    )
    SELECT open.id, open.name, open.category, open.image_url, to_char(today.day, 'YYYY-MM-DD') AS earned_on
      FROM open JOIN inserted ON inserted.badge_id = open.id, today
     ORDER BY open.sequence, open.id`,
  // Every counted category: each one's event rows are part of the statement.
  examples: BADGE_CATEGORIES.flatMap((category) => {
    const events = badgeEventRows(category, 1, 1);
    return events ? [[1, 1, category, events] as [number, number, BadgeCategory, Prisma.Sql]] : [];
  }),
});
