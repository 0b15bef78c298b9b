// The raw SQL of users (docs/decisions/006-sql-style.md): flags are merged in SQL (jsonb ||), so two tabs or
// requests saving different flags at the same moment never overwrite each other.
import { Prisma } from '@/generated/prisma/client';
import { defineCommand } from '@/server/platform/sql';

/** Merges a JSON object of flags into users.flags. */
export const mergeUserFlagsSql = defineCommand({
  name: 'users.mergeFlags',
  sql: (userId: number, flags: Record<string, unknown>) =>
    Prisma.sql`UPDATE users SET flags = flags || ${JSON.stringify(flags)}::jsonb, updated_at = now() WHERE id = ${userId}`,
  examples: [[1, { seen_goal_hit: true }]],
});

export const setStayLoggedInSql = defineCommand({
  name: 'users.setStayLoggedIn',
  sql: (userId: number, stay: boolean) =>
    Prisma.sql`UPDATE users SET flags = flags || jsonb_build_object('stay_logged_in', ${stay}::boolean) WHERE id = ${userId}`,
  examples: [[1, true]],
});

/** Locks the user's row until the transaction ends (one submit per user at a time). */
export const lockUserSql = defineCommand({
  name: 'users.lock',
  sql: (userId: number) => Prisma.sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`,
  examples: [[1]],
});
