// Email preferences: GET/PUT /api/users/{id}/subscription. One's own ('me' or one's id), another user's only for a
// Master; the unsubscribe-all rule (participant-core.md §5: it clears every other subscription, turning any other on
// clears it) applied by the server; validation; the email link's one-click unsubscribe shows here.
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as read, PUT as update } from '@/app/api/users/[id]/subscription/route';
import { POST as unsubscribe } from '@/app/api/unsubscribe/route';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { unsubscribeToken } from '@/server/mail/unsubscribe-links';
import type { Role } from '@/lib/roles';

afterAll(() => stopEnqueuer());

const DASHBOARD = 'dashboard.localhost:3000';
type Who = { id: number; cookie: string; host: string; email: string };

async function person(promotion: { id: number; host: string } | null, role: Role = 'User'): Promise<Who> {
  const user = await createUser({ promotionId: promotion?.id ?? null, role });
  return { id: user.id, email: user.email, cookie: await signInCookie(user, { promotionId: promotion?.id ?? null }), host: promotion?.host ?? DASHBOARD };
}

const get = (who: Who, id: string | number = 'me') =>
  callRoute(read, { host: who.host, path: `/api/users/${id}/subscription`, cookie: who.cookie, params: { id: String(id) } });
const put = (who: Who, body: unknown, id: string | number = 'me') =>
  callRoute(update, { method: 'PUT', host: who.host, path: `/api/users/${id}/subscription`, cookie: who.cookie, params: { id: String(id) }, body });

const ALL_ON = {
  email_friend_requests: true, email_wall_posts: true, email_team: true, email_gallery: true, email_badges: true,
  email_daily: 1, email_duo: 1, email_unsubscribe_all: false,
};

describe('GET /api/users/{id}/subscription', () => {
  it('answers the defaults (everything on) before anything was saved, by "me" and by one’s own id', async () => {
    const p = await createPromotion();
    const pat = await person(p);
    const mine = await get(pat);
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual({ user_id: pat.id, ...ALL_ON, updated_at: null });
    expect((await get(pat, pat.id)).json).toEqual(mine.json);
    expect(await db.emailSubscription.count({ where: { user_id: pat.id } })).toBe(0);
  });

  it('refuses another user’s preferences with a 404 to a participant and a coordinator, not to a Master', async () => {
    const p = await createPromotion();
    const pat = await person(p);
    const sam = await person(p);
    const coordinator = await person(p, 'Coordinator');
    await put(sam, { email_team: false });

    for (const who of [pat, coordinator]) {
      expect(await get(who, sam.id)).toMatchObject({ status: 404, json: { errors: ['Could not get user.'] } });
      expect((await put(who, { email_team: true }, sam.id)).status).toBe(404);
    }
    expect((await db.emailSubscription.findUniqueOrThrow({ where: { user_id: sam.id } })).email_team).toBe(false);

    const master = await person(null, 'Master');
    expect((await get(master, sam.id)).json).toMatchObject({ user_id: sam.id, email_team: false });
    const edited = await put(master, { email_team: true, email_daily: 0 }, sam.id);
    expect(edited).toMatchObject({ status: 200, json: { user_id: sam.id, email_team: true, email_daily: 0 } });
    expect((await get(sam)).json).toMatchObject({ email_team: true, email_daily: 0 });
    // A Master asking for an id that does not exist: 404 too.
    expect((await get(master, 2_000_000_000)).status).toBe(404);
  });

  it('needs a session', async () => {
    const p = await createPromotion();
    const res = await callRoute(read, { host: p.host, path: '/api/users/me/subscription', params: { id: 'me' } });
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/users/{id}/subscription', () => {
  it('saves the switches and answers the saved preferences, which a reload reads back', async () => {
    const p = await createPromotion();
    const pat = await person(p);
    const saved = await put(pat, { email_wall_posts: false, email_duo: 0 });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ ...ALL_ON, user_id: pat.id, email_wall_posts: false, email_duo: 0 });
    expect(saved.json.updated_at).toEqual(expect.any(String));
    expect((await get(pat)).json).toEqual(saved.json);
    const row = await db.emailSubscription.findUniqueOrThrow({ where: { user_id: pat.id } });
    expect(row).toMatchObject({ promotion_id: p.id, email_wall_posts: false, email_duo: 0, email_friend_requests: true });
  });

  it('unsubscribe-all clears every other subscription, daily and duo to 0, even those sent as on beside it', async () => {
    const p = await createPromotion();
    const pat = await person(p);
    const res = await put(pat, { email_unsubscribe_all: true, email_badges: true });
    expect(res.json).toMatchObject({
      email_friend_requests: false, email_wall_posts: false, email_team: false, email_gallery: false, email_badges: false,
      email_daily: 0, email_duo: 0, email_unsubscribe_all: true,
    });
  });

  it('turning any other subscription on clears unsubscribe-all, and leaves the rest off', async () => {
    const p = await createPromotion();
    const pat = await person(p);
    await put(pat, { email_unsubscribe_all: true });
    const res = await put(pat, { email_duo: 1 });
    expect(res.json).toMatchObject({
      email_unsubscribe_all: false, email_duo: 1,
      email_friend_requests: false, email_wall_posts: false, email_team: false, email_gallery: false, email_badges: false, email_daily: 0,
    });
    // Turning one off keeps unsubscribe-all as it was (off here); turning unsubscribe-all off alone changes nothing else.
    await put(pat, { email_unsubscribe_all: true });
    expect((await put(pat, { email_unsubscribe_all: false })).json).toMatchObject({ email_unsubscribe_all: false, email_team: false, email_daily: 0 });
  });

  it('refuses bad values with 422 and writes nothing', async () => {
    const p = await createPromotion();
    const pat = await person(p);
    for (const body of [{ email_daily: 2 }, { email_team: 'yes' }, { email_duo: true }, { email_unknown: true }, {}, [], null]) {
      const res = await put(pat, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.errors.length).toBeGreaterThan(0);
    }
    expect(await db.emailSubscription.count({ where: { user_id: pat.id } })).toBe(0);
  });

  it('the one-click unsubscribe of an email shows here as unsubscribe-all', async () => {
    const p = await createPromotion();
    const pat = await person(p);
    await put(pat, { email_team: false });
    const res = await callRoute(unsubscribe, { method: 'POST', host: p.host, path: '/api/unsubscribe', body: { email: pat.email, token: unsubscribeToken(p.id, pat.email) } });
    expect(res.status).toBe(200);
    expect((await get(pat)).json).toMatchObject({ email_unsubscribe_all: true, email_friend_requests: false, email_daily: 0, email_duo: 0 });
  });
});
