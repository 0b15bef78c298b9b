// Security findings 6 and 17: logout ends the session server-side (a copied cookie stops working), only that
// browser's; nothing outside POST /api/users/authenticate mints or extends a session (next-auth's routes are gone).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeSessionJwt } from '@/server/auth/session-jwt';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { POST as logout } from '@/app/api/users/logout/route';
import { GET as getUser } from '@/app/api/users/[id]/route';
import { GET as catchAllGet, POST as catchAllPost } from '@/app/api/[...path]/route';
import { db } from '@/server/db';
import { pruneExpiredSessions } from '@/server/auth/session-store';

const me = (host: string, cookie?: string) => callRoute(getUser, { host, path: '/api/users/me', cookie, params: { id: 'me' } });

// The cookie of a fresh session, minted by createSessionCookie as POST /api/users/authenticate does after the password
// check (sign-in itself is covered by sign-in.test.ts).
async function signIn(host: string, email: string, stay = false) {
  const user = await db.user.findFirstOrThrow({ where: { email }, select: { id: true, promotion_id: true, session_version: true } });
  return signInCookie(user, { promotionId: user.promotion_id, stay });
}

describe('logout (finding 6)', () => {
  it('revokes this browser’s session server-side: the same cookie replayed afterwards is refused', async () => {
    const p = await createPromotion();
    await createUser({ promotionId: p.id, email: 'leaver@example.com' });
    const cookie = await signIn(p.host, 'leaver@example.com', true);
    expect((await me(p.host, cookie)).status).toBe(200);

    const out = await callRoute(logout, { method: 'POST', host: p.host, path: '/api/users/logout', cookie });
    expect(out.status).toBe(200);
    expect(out.setCookies.join('\n')).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);

    const replay = await me(p.host, cookie);
    expect(replay.status).toBe(401);
    expect(replay.json).toEqual({ errors: [expect.any(String)] });
  });

  it('signs out only that browser: the user’s other sessions keep working', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id, email: 'two-devices@example.com' });
    const laptop = await signIn(p.host, 'two-devices@example.com');
    const phone = await signIn(p.host, 'two-devices@example.com');
    await callRoute(logout, { method: 'POST', host: p.host, path: '/api/users/logout', cookie: laptop });
    expect((await me(p.host, laptop)).status).toBe(401);
    expect((await me(p.host, phone)).status).toBe(200);
    expect(await db.userSession.count({ where: { user_id: user.id } })).toBe(1);
  });

  it('refuses a validly encrypted token that names no session (minted outside our sign-in)', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const forged = await encodeSessionJwt({ sub: String(user.id), stay: false, sv: 0, pid: p.id }, process.env.AUTH_SECRET!, 3600);
    expect((await me(p.host, `next-auth.session-token=${forged}`)).status).toBe(401);
    const unknownSession = await encodeSessionJwt({ sub: String(user.id), sid: 'AAAAAAAAAAAAAAAAAAAAAA', stay: false, sv: 0, pid: p.id }, process.env.AUTH_SECRET!, 3600);
    expect((await me(p.host, `next-auth.session-token=${unknownSession}`)).status).toBe(401);
  });

  it('refuses a session row of another user named in the token', async () => {
    const p = await createPromotion();
    const alice = await createUser({ promotionId: p.id });
    const mallory = await createUser({ promotionId: p.id });
    await signInCookie(alice, { promotionId: p.id });
    const row = await db.userSession.findFirstOrThrow({ where: { user_id: alice.id }, select: { id: true } });
    const token = await encodeSessionJwt({ sub: String(mallory.id), sid: row.id, stay: false, sv: 0, pid: p.id }, process.env.AUTH_SECRET!, 3600);
    expect((await me(p.host, `next-auth.session-token=${token}`)).status).toBe(401);
  });

  it('prunes expired sessions when sessions open', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    await db.userSession.create({ data: { id: 'expiredexpiredexpired0', user_id: user.id, expires_at: new Date(Date.now() - 1000) } });
    await signInCookie(user, { promotionId: p.id });
    expect(await db.userSession.findUnique({ where: { id: 'expiredexpiredexpired0' } })).toBeNull();
    expect(await pruneExpiredSessions()).toBe(0);
  });

  it('answers a cookie with a malformed %-escape with 401, not 500', async () => {
    const p = await createPromotion();
    expect((await me(p.host, 'next-auth.session-token=%E0%A4%A')).status).toBe(401);
  });
});

describe('next-auth endpoints (findings 6 and 17)', () => {
  it('are not served: /api/auth/* falls to the JSON 404 and never sets a cookie', async () => {
    // With app/api/auth/[...nextauth] present, /api/auth/session re-issued a 30-day cookie and
    // /api/auth/callback/credentials signed in with providers pointing at http://localhost:3000.
    expect(existsSync(path.resolve('app/api/auth'))).toBe(false);
    const p = await createPromotion();
    await createUser({ promotionId: p.id, email: 'na@example.com' });
    const cookie = await signIn(p.host, 'na@example.com');
    for (const [handler, method, url] of [
      [catchAllGet, 'GET', '/api/auth/session'],
      [catchAllGet, 'GET', '/api/auth/callback/credentials'],
      [catchAllGet, 'GET', '/api/auth/providers'],
      [catchAllPost, 'POST', '/api/auth/callback/credentials'],
    ] as const) {
      const res = await callRoute(handler, { method, host: p.host, path: url, cookie });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ errors: ['No such API route.'] });
      expect(res.setCookies).toEqual([]);
    }
  });
});
