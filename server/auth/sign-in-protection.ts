// Throttling and lockout around sign-in (docs/decisions/002-sign-in-protection.md).
import { db } from '@/server/db';

/** Consecutive failures within LOCKOUT_WINDOW that lock an account whose organization enables lockouts. */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_WINDOW_MINUTES = 15;
/**
 * Failed attempts for one address, and from one client, within THROTTLE_WINDOW before answering 429. Only failures
 * count: guessing is what throttling stops, and an office behind one NAT address signs in successfully all day.
 */
export const THROTTLE_PER_ADDRESS = 10;
export const THROTTLE_PER_CLIENT = 50;
export const THROTTLE_WINDOW_MINUTES = 15;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

export async function isThrottled(email: string, ip: string): Promise<boolean> {
  const since = minutesAgo(THROTTLE_WINDOW_MINUTES);
  const [byAddress, byClient] = await Promise.all([
    db.loginAttempt.count({ where: { email, succeeded: false, created_at: { gte: since } } }),
    db.loginAttempt.count({ where: { ip, succeeded: false, created_at: { gte: since } } }),
  ]);
  return byAddress >= THROTTLE_PER_ADDRESS || byClient >= THROTTLE_PER_CLIENT;
}

export function recordAttempt(input: { email: string; ip: string; promotionId: number | null; succeeded: boolean }) {
  return db.loginAttempt.create({
    data: { email: input.email, ip: input.ip, promotion_id: input.promotionId, succeeded: input.succeeded },
  });
}

/**
 * Failures in a row for an address that has no account. Answering "locked" for those too, after as many
 * failures as a real account takes, keeps the lockout message from revealing which emails exist.
 */
export async function recentFailuresWithoutAccount(email: string): Promise<number> {
  const lastSuccess = await db.loginAttempt.findFirst({
    where: { email, succeeded: true }, orderBy: { created_at: 'desc' }, select: { created_at: true },
  });
  const since = minutesAgo(LOCKOUT_WINDOW_MINUTES);
  return db.loginAttempt.count({
    where: { email, succeeded: false, created_at: { gte: lastSuccess && lastSuccess.created_at > since ? lastSuccess.created_at : since } },
  });
}

/** Counts a failure on an existing account; returns true when this failure locks it. */
export async function registerFailure(user: { id: number; failed_login_count: number; last_failed_login_at: Date | null }, lockoutsEnabled: boolean): Promise<boolean> {
  const withinWindow = user.last_failed_login_at !== null && user.last_failed_login_at > minutesAgo(LOCKOUT_WINDOW_MINUTES);
  const failures = (withinWindow ? user.failed_login_count : 0) + 1;
  const lock = lockoutsEnabled && failures >= LOCKOUT_THRESHOLD;
  await db.user.update({
    where: { id: user.id },
    data: {
      failed_login_count: failures,
      last_failed_login_at: new Date(),
      ...(lock ? { is_locked: true, session_version: { increment: 1 } } : {}),
    },
  });
  return lock;
}
