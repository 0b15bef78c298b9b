// The user row every handler reads (UserRow: the account, its profile and its latest live team), by one raw statement
// rather than Prisma's findUnique with two relations, whose query compiler was most of a cheap read's Prisma cost
// (docs/benchmarks.md "Session 17: raw statements without Prisma's runtime"). The session's read (server/auth/sql.ts
// sessionUserSql) is the same statement with the open-session condition. tests/integration/session-user.test.ts holds
// both equal to the typed query for users with and without a profile and a team.
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import { col, defineQuery, positional, type QueryRow } from '@/server/platform/sql';

export const userSelect = {
  id: true, promotion_id: true, email: true, role: true, location_id: true, reseller_id: true, flags: true,
  is_locked: true, locked_until: true, session_version: true, sso_identifier: true, opted_in_individual_leaderboard: true,
  opted_in_friends_leaderboard: true, created_at: true, deleted_at: true, locale: true,
  profile: { select: { id: true, first_name: true, last_name: true, image_url: true, gender: true, created_at: true } },
  // user.team_id, team_name, on_official_team: the live team (pending or official) of the latest competition the user
  // is in — at most one per competition. Joined into the same statement (relationJoins).
  team_memberships: {
    where: { team: { status: { not: 2 } } }, orderBy: { competition_id: 'desc' }, take: 1,
    select: { competition_id: true, team: { select: { id: true, name: true, status: true } } },
  },
} as const;

export type UserRow = Prisma.UserGetPayload<{ select: typeof userSelect }>;

/** A team its leader deleted (userSelect's team_memberships leave it out). */
const TEAM_DELETED = 2;

export const userRowColumns = {
  id: col.int, promotion_id: col.int.orNull, email: col.text, role: col.text, location_id: col.int.orNull,
  reseller_id: col.int.orNull, flags: col.jsonb<UserRow['flags']>(), is_locked: col.bool, locked_until: col.timestamptz.orNull,
  session_version: col.int, sso_identifier: col.text.orNull, opted_in_individual_leaderboard: col.bool,
  opted_in_friends_leaderboard: col.bool, created_at: col.timestamptz, deleted_at: col.timestamptz.orNull, locale: col.text.orNull,
  profile_id: col.int.orNull, first_name: col.text.orNull, last_name: col.text.orNull, image_url: col.text.orNull,
  gender: col.text.orNull, profile_created_at: col.timestamptz.orNull,
  competition_id: col.int.orNull, team_id: col.int.orNull, team_name: col.text.orNull, team_status: col.smallint.orNull,
};

/** userSelect above, flattened: the user, their profile and their latest live team. */
export const USER_ROW = `
SELECT u.id, u.promotion_id, u.email, u.role, u.location_id, u.reseller_id, u.flags, u.is_locked, u.locked_until,
       u.session_version, u.sso_identifier, u.opted_in_individual_leaderboard, u.opted_in_friends_leaderboard,
       u.created_at, u.deleted_at, u.locale::text AS locale,
       p.id AS profile_id, p.first_name, p.last_name, p.image_url, p.gender, p.created_at AS profile_created_at,
       tm.competition_id, tm.team_id, tm.team_name, tm.team_status
FROM users u
LEFT JOIN profiles p ON p.user_id = u.id
LEFT JOIN LATERAL (
  SELECT m.competition_id, t.id AS team_id, t.name AS team_name, t.status AS team_status
  FROM team_members m JOIN teams t ON t.id = m.team_id
  WHERE m.user_id = u.id AND t.status <> ${TEAM_DELETED}
  ORDER BY m.competition_id DESC LIMIT 1
) tm ON true`;

/** The same row by the user's id alone (findUserById: what the realtime userUpdated and many handlers read). */
export const userRowSql = defineQuery({
  name: 'users.row',
  columns: userRowColumns,
  sql: (userId: number) => positional(`${USER_ROW}
WHERE u.id = $1::int`, userId),
  examples: [[1]],
});

/** A flattened row as the typed query nests it. */
export function userRowOf(row: QueryRow<typeof userRowSql>): UserRow {
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

/** The user by id, deleted or not, as findUnique with userSelect gives it; null when there is none. */
export async function findUserRow(userId: number): Promise<UserRow | null> {
  const row = await userRowSql.first(db, userId);
  return row ? userRowOf(row) : null;
}
