import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie, TEST_PASSWORD } from '../helpers/factories';
import { POST as authenticate } from '@/app/api/users/authenticate/route';
import { POST as logout } from '@/app/api/users/logout/route';
import { GET as getUser } from '@/app/api/users/[id]/route';
import { POST as unlock } from '@/app/api/users/[id]/unlock/route';
import { db } from '@/server/db';
import { LOCKOUT_THRESHOLD, THROTTLE_PER_ADDRESS } from '@/server/auth/sign-in-protection';
import { MESSAGES } from '@/lib/messages';

const signIn = (host: string, email: string, password: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  callRoute(authenticate, { method: 'POST', host, path: '/api/users/authenticate', body: { email, password, ...extra }, headers });

const me = (host: string, cookie?: string) => callRoute(getUser, { host, path: '/api/users/me', cookie, params: { id: 'me' } });

const cookieFrom = (setCookies: string[]) => setCookies.find((c) => c.startsWith('next-auth.session-token='))!.split(';')[0];

afterEach(() => vi.useRealTimers());

describe('POST /api/users/authenticate', () => {
  it('signs a participant in on their promotion and returns the user with flags; the cookie then works', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id, email: 'Maya@Example.com', flags: { has_been_home: true } });
    const res = await signIn(p.host, ' MAYA@example.com ', TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: user.id, email: 'maya@example.com', has_been_home: true, stay_logged_in: false });
    expect(res.json).not.toHaveProperty('password_hash');
    const setCookie = res.setCookies.find((c) => c.startsWith('next-auth.session-token='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    // Not "stay logged in": a browser-session cookie (no Max-Age / Expires). (The device cookie beside it lasts.)
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    const who = await me(p.host, cookieFrom(res.setCookies));
    expect(who.status).toBe(200);
    expect(who.json.id).toBe(user.id);
  });

  it('keeps a "stay logged in" session for 30 days', async () => {
    const p = await createPromotion();
    await createUser({ promotionId: p.id, email: 'stay@example.com' });
    const res = await signIn(p.host, 'stay@example.com', TEST_PASSWORD, { stay_logged_in: true });
    expect(res.status).toBe(200);
    expect(res.json.stay_logged_in).toBe(true);
    expect(res.setCookies.join('\n')).toMatch(/Max-Age=2592000/);
  });

  it('answers a wrong password and an unknown email with the same 401, revealing nothing', async () => {
    const p = await createPromotion();
    await createUser({ promotionId: p.id, email: 'real@example.com' });
    const wrong = await signIn(p.host, 'real@example.com', 'nope-Nope1!');
    const unknown = await signIn(p.host, 'ghost@example.com', 'nope-Nope1!');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ errors: [MESSAGES.invalidCredentials] });
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.setCookies).toHaveLength(0);
  });

  it('signs a participant in only on their own promotion host', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    await createUser({ promotionId: a.id, email: 'only-a@example.com' });
    expect((await signIn(b.host, 'only-a@example.com', TEST_PASSWORD)).status).toBe(401);
    expect((await signIn('dashboard.localhost:3000', 'only-a@example.com', TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(a.host, 'only-a@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it('lets a master sign in on the dashboard host', async () => {
    await createUser({ promotionId: null, role: 'Master', email: 'boss@example.com' });
    const res = await signIn('dashboard.localhost:3000', 'boss@example.com', TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.json.role).toBe('Master');
  });

  it('locks the account after repeated failures, and a coordinator unlocks it', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id, email: 'lock@example.com' });
    for (let i = 1; i < LOCKOUT_THRESHOLD; i++) expect((await signIn(p.host, 'lock@example.com', 'Wrong-pass1!')).status).toBe(401);
    const locking = await signIn(p.host, 'lock@example.com', 'Wrong-pass1!');
    expect(locking.status).toBe(403);
    expect(locking.json.errors[0]).toBe(MESSAGES.accountLocked);
    // Even the right password is refused while locked.
    expect((await signIn(p.host, 'lock@example.com', TEST_PASSWORD)).status).toBe(403);

    const participant = await createUser({ promotionId: p.id });
    const participantCookie = await signInCookie(participant, { promotionId: p.id });
    const denied = await callRoute(unlock, { method: 'POST', host: p.host, path: `/api/users/${user.id}/unlock`, cookie: participantCookie, params: { id: String(user.id) } });
    expect(denied.status).toBe(403);

    const coordinator = await createUser({ promotionId: p.id, role: 'Coordinator' });
    const cookie = await signInCookie(coordinator, { promotionId: p.id });
    const unlocked = await callRoute(unlock, { method: 'POST', host: p.host, path: `/api/users/${user.id}/unlock`, cookie, params: { id: String(user.id) } });
    expect(unlocked.status).toBe(200);
    expect(unlocked.json.is_locked).toBe(false);
    expect((await signIn(p.host, 'lock@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it('shows the same lock message for an unknown address after as many failures', async () => {
    const p = await createPromotion();
    let last;
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++) last = await signIn(p.host, 'nobody@example.com', 'Wrong-pass1!');
    expect(last!.status).toBe(403);
    expect(last!.json.errors[0]).toBe(MESSAGES.accountLocked);
  });

  it('does not lock when the organization disables lockouts, but throttles the address', async () => {
    const p = await createPromotion({ organization: { flags: { enable_account_lockouts: false } } });
    await createUser({ promotionId: p.id, email: 'nolock@example.com' });
    for (let i = 0; i < THROTTLE_PER_ADDRESS; i++) {
      expect((await signIn(p.host, 'nolock@example.com', 'Wrong-pass1!', {}, { 'x-renew-client-address': `10.0.0.${i}` })).status).toBe(401);
    }
    const throttled = await signIn(p.host, 'nolock@example.com', TEST_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.json.errors[0]).toBe(MESSAGES.tooManyAttempts);
    expect(throttled.headers.get('retry-after')).toBeTruthy();
    const row = await db.user.findFirstOrThrow({ where: { email: 'nolock@example.com' } });
    expect(row.is_locked).toBe(false);
  });

  it('validates the body with clear messages', async () => {
    const p = await createPromotion();
    const res = await signIn(p.host, '', '');
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual(expect.arrayContaining(['Email is required.', 'Password is required.']));
  });

  it('answers 404 on an unknown promotion host', async () => {
    expect((await signIn('nowhere.localhost:3000', 'a@example.com', TEST_PASSWORD)).status).toBe(404);
  });
});

describe('sessions', () => {
  it('answers 401 "Log In Required" without a session, with a tampered one, and after logout of every session', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    expect(await me(p.host)).toMatchObject({ status: 401, json: { errors: [MESSAGES.logInRequired] } });
    expect((await me(p.host, 'next-auth.session-token=forged.value.here')).status).toBe(401);
    const cookie = await signInCookie(user, { promotionId: p.id });
    expect((await me(p.host, cookie)).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { session_version: { increment: 1 } } });
    expect((await me(p.host, cookie)).status).toBe(401);
  });

  it('expires a browser-session ("not stay") token after 12 hours, while a stay token lives on', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const shortCookie = await signInCookie(user, { promotionId: p.id, stay: false });
    const stayCookie = await signInCookie(user, { promotionId: p.id, stay: true });
    // Used once first, so the decoded token is remembered (server/auth/session.ts): the memory must expire with it.
    expect((await me(p.host, shortCookie)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 13 * 60 * 60 * 1000);
    expect((await me(p.host, shortCookie)).status).toBe(401);
    expect((await me(p.host, stayCookie)).status).toBe(200);
  });

  it('refuses a session cookie carried to another promotion host', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const user = await createUser({ promotionId: a.id });
    const cookie = await signInCookie(user, { promotionId: a.id });
    expect((await me(b.host, cookie)).status).toBe(401);
  });

  it('logout clears the cookie', async () => {
    const p = await createPromotion();
    const res = await callRoute(logout, { method: 'POST', host: p.host, path: '/api/users/logout' });
    expect(res.status).toBe(200);
    expect(res.setCookies.join('\n')).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
  });
});
