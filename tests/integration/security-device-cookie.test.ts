// Issue 37, findings 5 and 13 (docs/decisions/002-sign-in-protection.md): anyone could lock any account, the master's
// included, with five wrong passwords, and a lock for a while left every open session (and its socket) running.
// Now a browser that signed in successfully holds a device cookie: failures from elsewhere lock the account for
// untrusted clients only (their sessions end with it), the owner's trusted device still signs in and keeps its
// session; a trusted device's own failures lock that device only.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { SignJWT } from 'jose';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie, TEST_PASSWORD } from '../helpers/factories';
import { testSidecar } from '../helpers/realtime-sockets';
import { POST as authenticate } from '@/app/api/users/authenticate/route';
import { GET as getUser } from '@/app/api/users/[id]/route';
import { db } from '@/server/db';
import { deviceCookieName } from '@/server/auth/device-cookie';
import { LOCKOUT_THRESHOLD } from '@/server/auth/sign-in-protection';
import { MESSAGES } from '@/lib/messages';

const DASHBOARD = 'dashboard.localhost:3000';
const WRONG = 'Wrong-pass1!';
const sidecar = testSidecar();
let promo: Awaited<ReturnType<typeof createPromotion>>;

beforeAll(async () => {
  promo = await createPromotion();
});

let nextIp = 1;
/** Every attacker attempt from its own address, so only the account's (or the device's) count can stop them. */
const freshIp = () => `198.51.100.${nextIp++ % 250}`;

const signIn = (host: string, email: string, password: string, cookie?: string, ip = freshIp()) =>
  callRoute(authenticate, {
    method: 'POST', host, path: '/api/users/authenticate', body: { email, password }, cookie,
    headers: { 'x-renew-client-address': ip, 'x-forwarded-for': ip },
  });

const me = (host: string, cookie: string) => callRoute(getUser, { host, path: '/api/users/me', cookie, params: { id: 'me' } });

const cookieNamed = (setCookies: string[], name: string) => setCookies.find((c) => c.startsWith(`${name}=`))?.split(';')[0];

/** Signs in through the form's call and returns the browser's session and device cookies. */
async function signInBrowser(host: string, email: string, deviceCookie?: string) {
  const answer = await signIn(host, email, TEST_PASSWORD, deviceCookie);
  expect(answer.status).toBe(200);
  const device = cookieNamed(answer.setCookies, deviceCookieName())!;
  const session = cookieNamed(answer.setCookies, 'next-auth.session-token')!;
  expect(device).toBeTruthy();
  expect(answer.setCookies.find((c) => c.startsWith(`${deviceCookieName()}=`))).toMatch(/HttpOnly/i);
  return { device, session };
}

async function failUntilLocked(host: string, email: string, deviceCookie?: string) {
  for (let i = 1; i < LOCKOUT_THRESHOLD; i++) expect((await signIn(host, email, WRONG, deviceCookie)).status).toBe(401);
  const locking = await signIn(host, email, WRONG, deviceCookie);
  expect(locking.status).toBe(403);
  expect(locking.json.errors).toEqual([MESSAGES.accountLocked]);
}

/**
 * Watches a socket from now on: `within(ms)` answers the reason it was disconnected for (at once if it already was), or
 * 'still connected' when nothing came within ms of asking. Asked after the action, so a slow sign-in loop on a loaded
 * machine cannot use up the wait before the lock happens.
 */
function watchDisconnect(socket: Socket) {
  let reason: string | null = null;
  const waiting = new Set<(reason: string) => void>();
  socket.once('disconnect', (r) => {
    reason = r;
    waiting.forEach((resolve) => resolve(r));
  });
  return {
    within: (ms: number) => new Promise<string>((resolve) => {
      if (reason) return resolve(reason);
      const done = (r: string) => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve(r);
      };
      const timer = setTimeout(() => done('still connected'), ms);
      waiting.add(done);
    }),
  };
}

describe('malicious lockout (finding 5)', () => {
  it('failures from anywhere lock the account for untrusted clients only: the master still signs in on a trusted device', async () => {
    const master = await createUser({ promotionId: null, role: 'Master', email: 'master-device@example.com' });
    const owner = await signInBrowser(DASHBOARD, master.email);
    await failUntilLocked(DASHBOARD, master.email);
    expect((await signIn(DASHBOARD, master.email, WRONG)).status).toBe(403);
    // An untrusted client, even with the right password, is refused while the lock lasts.
    const untrusted = await signIn(DASHBOARD, master.email, TEST_PASSWORD);
    expect(untrusted.status).toBe(403);
    expect(untrusted.json.errors).toEqual([MESSAGES.accountLocked]);
    // The owner's browser signs in, and its device stays the same.
    const again = await signInBrowser(DASHBOARD, master.email, owner.device);
    expect((await me(DASHBOARD, again.session)).status).toBe(200);
    // The lock for untrusted clients stands.
    const state = await db.user.findUniqueOrThrow({ where: { id: master.id }, select: { locked_until: true } });
    expect(state.locked_until!.getTime()).toBeGreaterThan(Date.now());
  });

  it('a trusted device’s own failures lock that device only (and end its sessions); other clients still sign in', async () => {
    const user = await createUser({ promotionId: promo.id, email: 'own-failures@example.com' });
    const shared = await signInBrowser(promo.host, user.email);
    await failUntilLocked(promo.host, user.email, shared.device);
    expect((await signIn(promo.host, user.email, TEST_PASSWORD, shared.device)).status).toBe(403);
    expect((await me(promo.host, shared.session)).status).toBe(401);
    // The account is not locked: the person's other browser signs in.
    const state = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { locked_until: true, failed_login_count: true } });
    expect(state).toEqual({ locked_until: null, failed_login_count: 0 });
    await signInBrowser(promo.host, user.email);
  });

  it('a right password from a trusted device forgets its failures', async () => {
    const user = await createUser({ promotionId: promo.id, email: 'forgets@example.com' });
    const browser = await signInBrowser(promo.host, user.email);
    for (let i = 1; i < LOCKOUT_THRESHOLD; i++) expect((await signIn(promo.host, user.email, WRONG, browser.device)).status).toBe(401);
    await signInBrowser(promo.host, user.email, browser.device);
    for (let i = 1; i < LOCKOUT_THRESHOLD; i++) expect((await signIn(promo.host, user.email, WRONG, browser.device)).status).toBe(401);
  });

  it('trusts no forged cookie, no other account’s cookie, and no device of an administrator-locked account', async () => {
    const victim = await createUser({ promotionId: promo.id, email: 'victim-device@example.com' });
    const attacker = await createUser({ promotionId: promo.id, email: 'attacker-device@example.com' });
    const attackerBrowser = await signInBrowser(promo.host, attacker.email);
    // The attacker's own device cookie counts against the victim's account like any untrusted client.
    await failUntilLocked(promo.host, victim.email, attackerBrowser.device);
    const forged = await new SignJWT({ did: 'A'.repeat(22) }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(victim.id))
      .setIssuer('renew/device').setExpirationTime('1h').sign(new TextEncoder().encode('not-the-secret-not-the-secret-123'));
    expect((await signIn(promo.host, victim.email, TEST_PASSWORD, `${deviceCookieName()}=${forged}`)).status).toBe(403);

    const locked = await createUser({ promotionId: promo.id, email: 'admin-locked-device@example.com' });
    const browser = await signInBrowser(promo.host, locked.email);
    await db.user.update({ where: { id: locked.id }, data: { is_locked: true } });
    const refused = await signIn(promo.host, locked.email, TEST_PASSWORD, browser.device);
    expect(refused.status).toBe(403);
    expect(refused.json.errors).toEqual([MESSAGES.accountLocked]);
  });
});

describe('a lock ends the untrusted sessions (finding 13)', () => {
  it('the lock ends sessions not opened by a trusted device, and their sockets; the trusted device’s session and socket stay', async () => {
    const user = await createUser({ promotionId: promo.id, email: 'sessions-lock@example.com' });
    const trusted = await signInBrowser(promo.host, user.email);
    // A session opened otherwise (registration, password reset, SSO): no device.
    const untrusted = await signInCookie(user, { promotionId: promo.id });
    const trustedSocket = await sidecar.connect(promo.host, trusted.session);
    const untrustedSocket = await sidecar.connect(promo.host, untrusted);
    const trustedClosed = watchDisconnect(trustedSocket);
    const untrustedClosed = watchDisconnect(untrustedSocket);

    await failUntilLocked(promo.host, user.email);
    // The bound only turns a hang into a failure; the trusted socket is then given as long again to (wrongly) close.
    expect(await untrustedClosed.within(15_000)).toBe('io server disconnect');
    expect((await me(promo.host, untrusted)).status).toBe(401);
    expect(await trustedClosed.within(800)).toBe('still connected');
    expect((await me(promo.host, trusted.session)).status).toBe(200);
  });
});
