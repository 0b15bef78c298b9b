// The raw SQL of the webhook events (docs/decisions/006-sql-style.md).
import { Prisma } from '@/generated/prisma/client';
import { col, defineQuery } from '@/server/platform/sql';

/**
 * How many activities the user has logged, counted no further than two: "is this their first?" is asked after every
 * log, and a full count read every row they ever logged (user_activities (user_id, …)).
 */
export const loggedUpToTwoSql = defineQuery({
  name: 'webhooks.loggedUpToTwo',
  columns: { logged: col.int },
  sql: (userId: number) => Prisma.sql`
    SELECT count(*)::int AS logged FROM (SELECT 1 FROM user_activities WHERE user_id = ${userId}::int LIMIT 2) AS first_two`,
  examples: [[1]],
});
