// Sign-in under attack (issue 9, findings 1 and 4; docs/decisions/002-sign-in-protection.md): every attempt is counted
// before its password is checked, so a parallel burst gets no more guesses evaluated than the limits allow; the lock
// is time-bound and grows with each further failure; a password reset or any master lifts it.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie, TEST_PASSWORD } from '../helpers/factories';
import { NEW_PASSWORD } from '../helpers/onboarding-factories';
import { POST as authenticate } from '@/app/api/users/authenticate/route';
import { POST as unlock } from '@/app/api/users/[id]/unlock/route';
import { GET as getUser } from '@/app/api/users/[id]/route';
import { PUT as passwordReset } from '@/app/api/users/password_reset/route';
import { db } from '@/server/db';
import { hashResetToken } from '@/server/password-reset/queries';
import {
  LOCK_BASE_MINUTES, LOCK_MAX_MINUTES, LOCKOUT_THRESHOLD, THROTTLE_PER_ADDRESS, THROTTLE_PER_CLIENT, lockMinutes,
} from '@/server/auth/sign-in-protection';
import { MESSAGES } from '@/lib/messages';

const DASHBOARD = 'dashboard.localhost:3000';
const WRONG = 'Wrong-pass1!';
/** The client address as the wrapper reads it (the web server's header; X-Forwarded-For for the older wrapper). */
const from = (ip: string) => ({ 'x-renew-client-address': ip, 'x-forwarded-for': ip });

const signIn = (host: string, email: string, password: string, ip = '192.0.2.1') =>
  callRoute(authenticate, { method: 'POST', host, path: '/api/users/authenticate', body: { email, password }, headers: from(ip) });

const counts = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

async function lockState(id: number) {
  return db.user.findUniqueOrThrow({ where: { id }, select: { is_locked: true, locked_until: true, failed_login_count: true } });
}

const minutesFromNow = (date: Date | null) => (date!.getTime() - Date.now()) / 60_000;

/** Lets the current lock run out, as if its time had passed (the failure run is still remembered). */
const expireLock = (id: number) => db.user.update({ where: { id }, data: { locked_until: new Date(Date.now() - 1000) } });

describe('a parallel burst of guesses (finding 1)', () => {
  it(`evaluates at most ${LOCKOUT_THRESHOLD} of 150 parallel guesses, and the right password inside the burst does not sign in`, async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id, email: 'burst@example.com' });
    // Every guess from its own address, so only the account's own count can stop them.
    const guesses = Array.from({ length: 150 }, (_, i) => (i === 149 ? TEST_PASSWORD : `${WRONG}${i}`));
    const results = await Promise.all(guesses.map((password, i) => signIn(p.host, user.email, password, `198.51.100.${i % 250}`)));
    const byStatus = counts(results.map((r) => r.status));

    expect(byStatus[200] ?? 0).toBe(0);
    // Failures 1..4 answer 401; the 5th locks (403); everything after is refused unevaluated (403) or throttled (429).
    expect(byStatus[401] ?? 0).toBeLessThanOrEqual(LOCKOUT_THRESHOLD - 1);
    expect((byStatus[401] ?? 0) + (byStatus[403] ?? 0) + (byStatus[429] ?? 0)).toBe(150);
    const state = await lockState(user.id);
    expect(state.failed_login_count).toBeLessThanOrEqual(LOCKOUT_THRESHOLD);
    if (state.failed_login_count === LOCKOUT_THRESHOLD) expect(minutesFromNow(state.locked_until)).toBeGreaterThan(LOCK_BASE_MINUTES - 1);
    // Afterwards the right password is still refused: locked, or throttled at this address.
    expect([403, 429]).toContain((await signIn(p.host, user.email, TEST_PASSWORD, '203.0.113.50')).status);
  }, 60_000);

  it(`with lockouts off, evaluates at most ${THROTTLE_PER_ADDRESS} parallel guesses at one address from many clients`, async () => {
    const p = await createPromotion({ organization: { flags: { enable_account_lockouts: false } } });
    const user = await createUser({ promotionId: p.id, email: 'nolock-burst@example.com' });
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(p.host, user.email, `${WRONG}${i}`, `198.51.100.${i}`)));
    const byStatus = counts(results.map((r) => r.status));
    // A burst gets no more than the limit evaluated (a contended lock answers 429 too, never more guesses).
    expect(byStatus[401]).toBeGreaterThan(0);
    expect(byStatus[401]).toBeLessThanOrEqual(THROTTLE_PER_ADDRESS);
    expect(byStatus[401] + byStatus[429]).toBe(60);
    expect(results.find((r) => r.status === 429)!.headers.get('retry-after')).toBe('900');
    expect((await lockState(user.id)).locked_until).toBeNull();
  }, 60_000);

  it(`evaluates no more than ${THROTTLE_PER_CLIENT} parallel guesses from one client across many addresses`, async () => {
    const p = await createPromotion();
    const results = await Promise.all(
      Array.from({ length: THROTTLE_PER_CLIENT + 20 }, (_, i) => signIn(p.host, `spray-${i}@example.com`, WRONG, '203.0.113.99')),
    );
    const byStatus = counts(results.map((r) => r.status));
    expect(byStatus[401]).toBeGreaterThan(0);
    expect(byStatus[401]).toBeLessThanOrEqual(THROTTLE_PER_CLIENT);
    expect(byStatus[401] + byStatus[429]).toBe(THROTTLE_PER_CLIENT + 20);
    expect((await signIn(p.host, 'spray-0@example.com', WRONG, '203.0.113.100')).status).toBe(401);
  }, 60_000);
});

describe('the time-bound lock (finding 4)', () => {
  it('locks for a while, lets the right password in once the lock has run out, and starts over', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id, email: 'timed@example.com' });
    for (let i = 1; i < LOCKOUT_THRESHOLD; i++) expect((await signIn(p.host, user.email, WRONG)).status).toBe(401);
    const locking = await signIn(p.host, user.email, WRONG);
    expect(locking).toMatchObject({ status: 403, json: { errors: [MESSAGES.accountLocked] } });
    const locked = await lockState(user.id);
    expect(locked.is_locked).toBe(false); // not the administrator's open-ended lock
    expect(minutesFromNow(locked.locked_until)).toBeCloseTo(LOCK_BASE_MINUTES, 0);
    expect((await signIn(p.host, user.email, TEST_PASSWORD)).status).toBe(403);

    await expireLock(user.id);
    expect((await signIn(p.host, user.email, TEST_PASSWORD)).status).toBe(200);
    expect(await lockState(user.id)).toEqual({ is_locked: false, locked_until: null, failed_login_count: 0 });
  });

  it('doubles the lock with every further failure, up to a day', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id, email: 'progressive@example.com' });
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++) await signIn(p.host, user.email, WRONG);
    const minutes: number[] = [minutesFromNow((await lockState(user.id)).locked_until)];
    for (let extra = 1; extra <= 3; extra++) {
      await expireLock(user.id);
      // One guess per expired lock, and it locks again for twice as long.
      expect((await signIn(p.host, user.email, WRONG)).status).toBe(403);
      minutes.push(minutesFromNow((await lockState(user.id)).locked_until));
    }
    // While locked, a guess is not even counted.
    expect((await signIn(p.host, user.email, TEST_PASSWORD)).status).toBe(403);
    expect(minutes.map(Math.round)).toEqual([15, 30, 60, 120]);
    expect(minutes.map(Math.round)).toEqual([5, 6, 7, 8].map(lockMinutes));
    expect(lockMinutes(LOCKOUT_THRESHOLD + 20)).toBe(LOCK_MAX_MINUTES);
    expect((await lockState(user.id)).failed_login_count).toBe(LOCKOUT_THRESHOLD + 3);
  });

  it('forgets failures older than 15 minutes before the account is locked', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id, email: 'slow@example.com' });
    for (let i = 1; i < LOCKOUT_THRESHOLD; i++) await signIn(p.host, user.email, WRONG);
    await db.user.update({ where: { id: user.id }, data: { last_failed_login_at: new Date(Date.now() - 16 * 60_000) } });
    expect((await signIn(p.host, user.email, WRONG)).status).toBe(401);
    expect((await lockState(user.id)).failed_login_count).toBe(1);
  });

  it('a successful password reset lifts the lock (and an old open-ended one)', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id, email: 'reset-unlocks@example.com' });
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++) await signIn(p.host, user.email, WRONG);
    await db.user.update({ where: { id: user.id }, data: { is_locked: true } });
    expect((await signIn(p.host, user.email, TEST_PASSWORD)).status).toBe(403);

    const token = 'a-reset-token-for-the-locked-account';
    await db.passwordResetToken.create({ data: { user_id: user.id, token_hash: hashResetToken(token), expires_at: new Date(Date.now() + 3_600_000) } });
    const reset = await callRoute(passwordReset, { method: 'PUT', host: p.host, path: '/api/users/password_reset', body: { thing: token, password: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
    expect(await lockState(user.id)).toEqual({ is_locked: false, locked_until: null, failed_login_count: 0 });
    expect((await signIn(p.host, user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('any master unlocks a locked master; a coordinator cannot', async () => {
    const locked = await createUser({ promotionId: null, role: 'Master', email: 'sole-master@example.com' });
    const other = await createUser({ promotionId: null, role: 'Master' });
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++) await signIn(DASHBOARD, locked.email, WRONG);
    expect((await signIn(DASHBOARD, locked.email, TEST_PASSWORD)).status).toBe(403);

    const p = await createPromotion();
    const coordinator = await createUser({ promotionId: p.id, role: 'Coordinator' });
    const unlockAs = (host: string, cookie: string) =>
      callRoute(unlock, { method: 'POST', host, path: `/api/users/${locked.id}/unlock`, cookie, params: { id: String(locked.id) } });
    expect((await unlockAs(p.host, await signInCookie(coordinator, { promotionId: p.id }))).status).toBe(404);

    const masterCookie = await signInCookie(other, { promotionId: null });
    const seen = await callRoute(getUser, { host: DASHBOARD, path: `/api/users/${locked.id}`, cookie: masterCookie, params: { id: String(locked.id) } });
    expect(seen.json.is_locked).toBe(true); // the user table shows a sign-in lock as locked
    const unlocked = await unlockAs(DASHBOARD, masterCookie);
    expect(unlocked.status).toBe(200);
    expect(unlocked.json.is_locked).toBe(false);
    expect((await signIn(DASHBOARD, locked.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown address like a real one: 401 four times, then the lock message', async () => {
    const p = await createPromotion();
    const answers = [];
    for (let i = 0; i < LOCKOUT_THRESHOLD + 1; i++) answers.push((await signIn(p.host, 'ghost-lock@example.com', WRONG)).status);
    expect(answers).toEqual([401, 401, 401, 401, 403, 403]);
  });
});
