// The raw SQL of sign-in (docs/decisions/006-sql-style.md): the failure count taken before a password is checked
// (docs/decisions/002-sign-in-protection.md), and the user behind a session (./session-user.ts). The lockout numbers
// are arguments, bound as parameters, so this file needs nothing from ./sign-in-protection.ts, which owns them.
import { Prisma } from '@/generated/prisma/client';
import { col, defineQuery, positional } from '@/server/platform/sql';
import { USER_ROW, userRowColumns } from '@/server/users/user-row';

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

/** The user (flattened UserRow) whose session is open. */
export const sessionUserSql = defineQuery({
  name: 'auth.sessionUser',
  columns: userRowColumns,
  // $1 user, $2 session id, $3 now (the app's clock, as the session's expiry is written by it).
  sql: (userId: number, sessionId: string, now: Date) => positional(`${USER_ROW}
WHERE u.id = $1::int
  AND EXISTS (SELECT 1 FROM user_sessions s WHERE s.id = $2::text AND s.user_id = u.id AND s.expires_at > $3::timestamptz)`, userId, sessionId, now),
  examples: [[1, 'session', new Date()]],
});
