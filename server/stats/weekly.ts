// My Stats over time: the points of each program week (the day records' totals: activities, quizzes, daily bonuses)
// and the categories logged each week, from week 1 to the current week (weeks without a log are zeros, so a chart's
// bars line up with the program's weeks). Both reads are one index range on the caller's own rows.
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import { col, defineQuery } from '@/server/platform/sql';
import { CATEGORIES, type CategoryKey } from '@/lib/activities/categories';
import type { StatsWeek } from '@/lib/stats/types';

/** Points per program week: entries (user_id, recorded_on). */
export const weeklyPointsSql = defineQuery({
  name: 'stats.weeklyPoints',
  columns: { week: col.int, points: col.int },
  sql: (userId: number, promotionId: number) => Prisma.sql`
      SELECT e.week, sum(e.total_points)::int AS points
      FROM entries e
      WHERE e.user_id = ${userId} AND e.promotion_id = ${promotionId}
      GROUP BY e.week`,
  examples: [[1, 1]],
});

/** Active logged activities per program week and category: user_activities (user_id, recorded_on), then activities. */
export const weeklyCategoriesSql = defineQuery({
  name: 'stats.weeklyCategories',
  columns: { week: col.int, category: col.text, count: col.int },
  sql: (userId: number, promotionId: number, startsOn: string) => Prisma.sql`
      SELECT ((ua.recorded_on - ${startsOn}::date) / 7 + 1)::int AS week, a.category, count(*)::int AS count
      FROM user_activities ua JOIN activities a ON a.id = ua.activity_id
      WHERE ua.user_id = ${userId} AND ua.promotion_id = ${promotionId} AND ua.is_active AND ua.recorded_on IS NOT NULL
        AND ua.recorded_on >= ${startsOn}::date
      GROUP BY 1, 2`,
  examples: [[1, 1, '2026-03-02']],
});

export async function weeklyStats(userId: number, promotionId: number, startsOn: string, currentWeek: number, weeks: number): Promise<StatsWeek[]> {
  const [points, categories] = await Promise.all([
    weeklyPointsSql.all(db, userId, promotionId),
    weeklyCategoriesSql.all(db, userId, promotionId, startsOn),
  ]);
  const last = Math.max(1, Math.min(currentWeek, weeks));
  return Array.from({ length: last }, (_, i) => {
    const week = i + 1;
    const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c.key, 0])) as Record<CategoryKey, number>;
    for (const row of categories) if (row.week === week && row.category in byCategory) byCategory[row.category as CategoryKey] += row.count;
    return { week, points: points.find((p) => p.week === week)?.points ?? 0, by_category: byCategory };
  });
}
