// The raw SQL of sign-in (docs/decisions/006-sql-style.md): the failure count taken before a password is checked
// (docs/decisions/002-sign-in-protection.md), and the user behind a session (./session-user.ts). The lockout numbers
// are arguments, bound as parameters, so this file needs nothing from ./sign-in-protection.ts, which owns them.
import { Prisma } from '@/generated/prisma/client';
import { col, defineQuery, positional } from '@/server/platform/sql';
import type { UserRow } from '@/server/users/queries';

/** The lockout numbers of ./sign-in-protection.ts. */
export interface LockoutRule {
  threshold: number;
  windowMinutes: number;
  lockedMemoryMinutes: number;
  baseMinutes: number;
  maxMinutes: number;
}

/**
 * Counts a sign-in attempt as a failure, in one UPDATE … RETURNING (the row lock serialises parallel attempts, so
 * each sees the count the one before left); no row while the account is locked (by an administrator or until
 * locked_until). The failure count, from the row as the UPDATE locks it: the run continues while the last failure
 * is recent enough.
 */
export const countFailureSql = defineQuery({
  name: 'auth.countFailure',
  columns: { failures: col.int },
  sql: (userId: number, lockoutsEnabled: boolean, rule: LockoutRule) => {
    const failures = Prisma.sql`(CASE WHEN last_failed_login_at > now() - make_interval(mins => CASE WHEN failed_login_count >= ${rule.threshold}
    THEN ${rule.lockedMemoryMinutes}::int ELSE ${rule.windowMinutes}::int END) THEN failed_login_count + 1 ELSE 1 END)`;
    return Prisma.sql`
    UPDATE users SET
      failed_login_count = ${failures},
      last_failed_login_at = now(),
      locked_until = CASE WHEN ${lockoutsEnabled} AND ${failures} >= ${rule.threshold}
        THEN now() + make_interval(mins => LEAST(${rule.baseMinutes} * power(2, LEAST(${failures} - ${rule.threshold}, 16)), ${rule.maxMinutes})::int)
        ELSE NULL END
    WHERE id = ${userId} AND NOT is_locked AND (locked_until IS NULL OR locked_until <= now())
    RETURNING failed_login_count AS failures`;
  },
  examples: [[1, true, { threshold: 5, windowMinutes: 15, lockedMemoryMinutes: 1440, baseMinutes: 15, maxMinutes: 1440 }]],
});

/** A team its leader deleted (userSelect's team_memberships leave it out). */
const TEAM_DELETED = 2;

/** The user (server/users/queries.ts userSelect, flattened) whose session is open. */
export const sessionUserSql = defineQuery({
  name: 'auth.sessionUser',
  columns: {
    id: col.int, promotion_id: col.int.orNull, email: col.text, role: col.text, location_id: col.int.orNull,
    reseller_id: col.int.orNull, flags: col.jsonb<UserRow['flags']>(), is_locked: col.bool, locked_until: col.timestamptz.orNull,
    session_version: col.int, sso_identifier: col.text.orNull, opted_in_individual_leaderboard: col.bool,
    opted_in_friends_leaderboard: col.bool, created_at: col.timestamptz, deleted_at: col.timestamptz.orNull, locale: col.text.orNull,
    profile_id: col.int.orNull, first_name: col.text.orNull, last_name: col.text.orNull, image_url: col.text.orNull,
    gender: col.text.orNull, profile_created_at: col.timestamptz.orNull,
    competition_id: col.int.orNull, team_id: col.int.orNull, team_name: col.text.orNull, team_status: col.smallint.orNull,
  },
  // $1 user, $2 session id, $3 now (the app's clock, as the session's expiry is written by it).
  sql: (userId: number, sessionId: string, now: Date) => positional(`
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
) tm ON true
WHERE u.id = $1::int
  AND EXISTS (SELECT 1 FROM user_sessions s WHERE s.id = $2::text AND s.user_id = u.id AND s.expires_at > $3::timestamptz)`, userId, sessionId, now),
  examples: [[1, 'session', new Date()]],
});
