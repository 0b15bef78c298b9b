// The raw SQL of the stats page (docs/decisions/006-sql-style.md).
import { Prisma } from '@/generated/prisma/client';
import { col, defineQuery } from '@/server/platform/sql';

/** Active logged activities per category: user_activities (user_id, recorded_on), then the activity by primary key. */
export const categoryCountsSql = defineQuery({
  name: 'stats.categoryCounts',
  columns: { category: col.text, count: col.int },
  sql: (userId: number, promotionId: number) => Prisma.sql`
      SELECT a.category, count(*)::int AS count
      FROM user_activities ua JOIN activities a ON a.id = ua.activity_id
      WHERE ua.user_id = ${userId} AND ua.promotion_id = ${promotionId} AND ua.is_active AND ua.recorded_on IS NOT NULL
      GROUP BY a.category`,
  examples: [[1, 1]],
});
