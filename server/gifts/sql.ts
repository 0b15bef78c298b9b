// Raw SQL of gift points (docs/decisions/006-sql-style.md): the giver's transaction-scoped lock, and the bonuses a
// completed work earns its team's members.
import { Prisma } from '@/generated/prisma/client';
import { defineCommand } from '@/server/platform/sql';

/**
 * One offer at a time per giver: two simultaneous offers would both see "no pending offer" and both pass the weekly
 * limit. No unique index can say "one pending offer per giver" without a migration, so offers serialize on a lock.
 */
export const lockGiverSql = defineCommand({
  name: 'gifts.lockGiver',
  sql: (promotionId: number, userId: number) => Prisma.sql`SELECT pg_advisory_xact_lock(hashtext(${`gift_giver:${userId}`}::text), ${promotionId}::int)`,
  examples: [[1, 2]],
});

/**
 * A completed work earns each member of its team one giftable bonus (no target yet), once per member and work
 * (a second call for the same work adds nothing). points is the promotion's bonus_points now; an offer sets it again.
 */
export const grantWorkBonusesSql = defineCommand({
  name: 'gifts.grantWorkBonuses',
  sql: (workId: number) => Prisma.sql`
    INSERT INTO work_bonuses (promotion_id, work_id, earned_by_id, points, created_at)
    SELECT w.promotion_id, w.id, tm.user_id, p.bonus_points, now()
      FROM works w
      JOIN promotions p ON p.id = w.promotion_id
      JOIN team_members tm ON tm.team_id = w.team_id
     WHERE w.id = ${workId}::int AND w.completed_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM work_bonuses b WHERE b.work_id = w.id AND b.earned_by_id = tm.user_id)`,
  examples: [[1]],
});
