// The user behind a session, read on every signed-in request: one raw statement instead of Prisma's findUnique with
// two relations. The query compiler's work on that call was the largest part of Prisma's share of a cheap read
// (docs/benchmarks.md "Session 17: raw statements without Prisma's runtime"). The row is the same UserRow
// (server/users/queries.ts userSelect) the typed query gives: tests/integration/session-user.test.ts holds the two equal
// for users with and without a profile and a team.
import { db } from '@/server/db';
import { sessionUserSql } from './sql';
import { userRowOf, type UserRow } from '@/server/users/user-row';

/** The user whose session `sessionId` is open, or null (no such session, another user's, expired, or ended). */
export async function findUserOfOpenSession(userId: number, sessionId: string): Promise<UserRow | null> {
  // The primary, never a replica: a session ended a moment ago (logout, a lock) ends on the very next request.
  const row = await sessionUserSql.first(db, userId, sessionId, new Date());
  return row ? userRowOf(row) : null;
}
