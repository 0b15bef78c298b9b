// The user behind a session, read on every signed-in request: one raw statement instead of Prisma's findUnique with
// two relations. The query compiler's work on that call was the largest part of Prisma's share of a cheap read
// (docs/benchmarks.md "Session 17: raw statements without Prisma's runtime"). The row is the same UserRow
// (server/users/queries.ts userSelect) the typed query gives: tests/integration/session-user.test.ts holds the two equal
// for users with and without a profile and a team.
import { db } from '@/server/db';
import { sessionUserSql } from './sql';
import type { UserRow } from '@/server/users/queries';

/** The user whose session `sessionId` is open, or null (no such session, another user's, expired, or ended). */
export async function findUserOfOpenSession(userId: number, sessionId: string): Promise<UserRow | null> {
  // The primary, never a replica: a session ended a moment ago (logout, a lock) ends on the very next request.
  const row = await sessionUserSql.first(db, userId, sessionId, new Date());
  if (!row) return null;
  const {
    profile_id, first_name, last_name, image_url, gender, profile_created_at,
    competition_id, team_id, team_name, team_status, ...user
  } = row;
  return {
    ...user,
    profile: profile_id === null ? null : { id: profile_id, first_name: first_name!, last_name: last_name!, image_url, gender, created_at: profile_created_at! },
    team_memberships: team_id === null ? [] : [{ competition_id: competition_id!, team: { id: team_id, name: team_name!, status: team_status! } }],
  };
}
