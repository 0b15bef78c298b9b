// Lockout around sign-in (docs/decisions/002-sign-in-protection.md). Throttling per address and per client is the
// shared guess throttle (server/security/guess-throttle.ts, kind 'sign_in').
//
// The lock is time-bound and grows: the LOCKOUT_THRESHOLD-th failure in a row locks the account for
// LOCK_BASE_MINUTES, and each further failure (one guess is let through per expired lock) doubles the time, up to
// LOCK_MAX_MINUTES. A successful sign-in, a successful password reset or an administrator's unlock starts over.
import { db } from '@/server/db';
import { GUESS_POLICIES } from '@/server/security/guess-throttle';
import { countFailureSql } from './sql';
import { deviceTarget } from './device-cookie';

/** Consecutive failures within LOCKOUT_WINDOW_MINUTES that lock an account whose organization enables lockouts. */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_WINDOW_MINUTES = 15;
/** Lock after the threshold-th failure; doubled per further failure; capped. */
export const LOCK_BASE_MINUTES = 15;
export const LOCK_MAX_MINUTES = 24 * 60;
/** Once an account has been locked, its failures are remembered this long (so the lock keeps growing). */
export const LOCKED_MEMORY_MINUTES = 24 * 60;
/** Failed attempts per address (email) and per client address before 429; only failures count. */
export const THROTTLE_PER_ADDRESS = GUESS_POLICIES.sign_in.perTarget;
export const THROTTLE_PER_CLIENT = GUESS_POLICIES.sign_in.perClient;
export const THROTTLE_WINDOW_MINUTES = GUESS_POLICIES.sign_in.windowMinutes;

/** Minutes an account stays locked after its n-th failure in a row (0 below the threshold). */
export function lockMinutes(failures: number): number {
  if (failures < LOCKOUT_THRESHOLD) return 0;
  return Math.min(LOCK_BASE_MINUTES * 2 ** Math.min(failures - LOCKOUT_THRESHOLD, 16), LOCK_MAX_MINUTES);
}

export interface CountedFailure {
  failures: number;
  /** This failure locked the account (effective only if the password turns out wrong). */
  locks: boolean;
}

/**
 * Counts a sign-in attempt as a failure before its password is checked, in one UPDATE … RETURNING: the row lock
 * serialises parallel attempts, so each sees the count the one before left. Returns null, counting nothing, while
 * the account is locked (by an administrator or until locked_until): such an attempt is not evaluated at all.
 */
export async function countFailureBeforeCheck(userId: number, lockoutsEnabled: boolean): Promise<CountedFailure | null> {
  const row = await countFailureSql.first(db, userId, lockoutsEnabled, {
    threshold: LOCKOUT_THRESHOLD,
    windowMinutes: LOCKOUT_WINDOW_MINUTES,
    lockedMemoryMinutes: LOCKED_MEMORY_MINUTES,
    baseMinutes: LOCK_BASE_MINUTES,
    maxMinutes: LOCK_MAX_MINUTES,
  });
  if (!row) return null;
  return { failures: row.failures, locks: lockoutsEnabled && row.failures >= LOCKOUT_THRESHOLD };
}

/** A right password: the run of failures ends and the lock this attempt set is lifted. */
export async function clearFailures(userId: number): Promise<void> {
  await db.user.update({
    where: { id: userId },
    data: { failed_login_count: 0, last_failed_login_at: null, locked_until: null, last_sign_in_at: new Date() },
  });
}

/** A trusted device's right password: the account's counters (the lock of untrusted clients) stay as they are. */
export async function noteSignIn(userId: number): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { last_sign_in_at: new Date() } });
}

/** A trusted device's right password: its own failures in the window are forgotten. */
export async function clearDeviceFailures(deviceId: string): Promise<void> {
  await db.guessAttempt.deleteMany({ where: { kind: 'sign_in', target: deviceTarget(deviceId) } });
}

/**
 * The account was just locked for untrusted clients: every session not opened by a trusted device ends (decision 002).
 * Deleting the rows signs those browsers out on their next request, and the delete trigger closes their sockets.
 */
export async function endUntrustedSessions(userId: number): Promise<void> {
  // An impersonation session is the administrator's (their own sign-in vouches for it), not the account's.
  await db.userSession.deleteMany({ where: { user_id: userId, device_id: null, impersonator_id: null } });
}

/** A trusted device locked itself with its own failures: its sessions end, the account's other devices stay. */
export async function endDeviceSessions(userId: number, deviceId: string): Promise<void> {
  await db.userSession.deleteMany({ where: { user_id: userId, device_id: deviceId } });
}

export function recordAttempt(input: { email: string; ip: string; promotionId: number | null; succeeded: boolean }) {
  return db.loginAttempt.create({
    data: { email: input.email, ip: input.ip, promotion_id: input.promotionId, succeeded: input.succeeded },
  });
}
