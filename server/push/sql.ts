// The raw SQL of scheduled pushes (docs/decisions/006-sql-style.md).
import { Prisma } from '@/generated/prisma/client';
import { col, defineQuery } from '@/server/platform/sql';

/**
 * Records a scheduled push for the users not yet pushed under `key` and returns those users: the unique
 * (user_id, key) decides, so two workers running the same schedule never push one person twice.
 */
export const claimPushDeliveriesSql = defineQuery({
  name: 'push.claimDeliveries',
  columns: { user_id: col.int },
  sql: (promotionId: number, key: string, userIds: number[]) => Prisma.sql`
      INSERT INTO push_deliveries (promotion_id, user_id, key)
      SELECT ${promotionId}, u, ${key} FROM unnest(${userIds}::int4[]) AS u
      ON CONFLICT (user_id, key) DO NOTHING
      RETURNING user_id`,
  examples: [[1, 'first_day', [1, 2]]],
});
