import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as getUser, PUT as putUser } from '@/app/api/users/[id]/route';
import { GET as getPromotion } from '@/app/api/promotions/[id]/route';
import { POST as authenticate } from '@/app/api/users/authenticate/route';
import { GET as unknownGet, POST as unknownPost } from '@/app/api/[...path]/route';
import { db } from '@/server/db';

async function twoPromotions() {
  const a = await createPromotion();
  const b = await createPromotion();
  const userA = await createUser({ promotionId: a.id });
  const userB = await createUser({ promotionId: b.id });
  const coordinatorA = await createUser({ promotionId: a.id, role: 'Coordinator' });
  return { a, b, userA, userB, coordinatorA };
}

describe('the tenancy wall', () => {
  it('gives a user of promotion A a 404 for a user of promotion B, whatever id it guesses', async () => {
    const { a, userA, userB, coordinatorA } = await twoPromotions();
    for (const actor of [userA, coordinatorA]) {
      const cookie = await signInCookie(actor, { promotionId: a.id });
      const res = await callRoute(getUser, { host: a.host, path: `/api/users/${userB.id}`, cookie, params: { id: String(userB.id) } });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.json)).not.toContain(userB.email);
      const missing = await callRoute(getUser, { host: a.host, path: '/api/users/999999', cookie, params: { id: '999999' } });
      expect(missing.status).toBe(404);
    }
    // The owner's own promotion still works.
    const cookie = await signInCookie(coordinatorA, { promotionId: a.id });
    const own = await callRoute(getUser, { host: a.host, path: `/api/users/${userA.id}`, cookie, params: { id: String(userA.id) } });
    expect(own.status).toBe(200);
  });

  it('lets a participant read only themselves, never a neighbour', async () => {
    const { a, userA } = await twoPromotions();
    const neighbour = await createUser({ promotionId: a.id });
    const cookie = await signInCookie(userA, { promotionId: a.id });
    const res = await callRoute(getUser, { host: a.host, path: `/api/users/${neighbour.id}`, cookie, params: { id: String(neighbour.id) } });
    expect(res.status).toBe(404);
  });

  it('hides another promotion by id and shows the own one', async () => {
    const { a, b, userA } = await twoPromotions();
    const cookie = await signInCookie(userA, { promotionId: a.id });
    expect((await callRoute(getPromotion, { host: a.host, path: `/api/promotions/${b.id}`, cookie, params: { id: String(b.id) } })).status).toBe(404);
    const own = await callRoute(getPromotion, { host: a.host, path: `/api/promotions/${a.id}`, cookie, params: { id: String(a.id) } });
    expect(own.status).toBe(200);
    expect(own.json).not.toHaveProperty('pilot_password_hash');
  });

  it('lets a master reach everything and a super coordinator only what they cover', async () => {
    const { a, b, userB } = await twoPromotions();
    const master = await createUser({ promotionId: null, role: 'Master' });
    const masterCookie = await signInCookie(master, { promotionId: null });
    const res = await callRoute(getUser, { host: 'dashboard.localhost:3000', path: `/api/users/${userB.id}`, cookie: masterCookie, params: { id: String(userB.id) } });
    expect(res.status).toBe(200);

    const superCoordinator = await createUser({ promotionId: null, role: 'Super Coordinator' });
    await db.superCoordinatorPromotion.create({ data: { user_id: superCoordinator.id, promotion_id: a.id } });
    const superCookie = await signInCookie(superCoordinator, { promotionId: null });
    const dash = 'dashboard.localhost:3000';
    expect((await callRoute(getPromotion, { host: dash, path: `/api/promotions/${a.id}`, cookie: superCookie, params: { id: String(a.id) } })).status).toBe(200);
    expect((await callRoute(getPromotion, { host: dash, path: `/api/promotions/${b.id}`, cookie: superCookie, params: { id: String(b.id) } })).status).toBe(404);
  });

  it('lets only a master change another user', async () => {
    const { a, userA, coordinatorA } = await twoPromotions();
    const cookie = await signInCookie(coordinatorA, { promotionId: a.id });
    const res = await callRoute(putUser, { method: 'PUT', host: a.host, path: `/api/users/${userA.id}`, cookie, params: { id: String(userA.id) }, body: { flags: { has_been_home: false } } });
    expect(res.status).toBe(403);
  });
});

describe('the error envelope', () => {
  it('answers malformed JSON with 400', async () => {
    const p = await createPromotion();
    const res = await callRoute(authenticate, { method: 'POST', host: p.host, path: '/api/users/authenticate', rawBody: '{"email": ' });
    expect(res).toMatchObject({ status: 400, json: { errors: ['The request body is not valid JSON.'] } });
  });

  it('answers bad fields with 422 and says which', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const cookie = await signInCookie(user, { promotionId: p.id });
    const res = await callRoute(putUser, { method: 'PUT', host: p.host, path: '/api/users/me', cookie, params: { id: 'me' }, body: { flags: { show_high_contrast: 'yes' }, unknown_field: 1 } });
    expect(res.status).toBe(422);
    expect(res.json.errors.length).toBeGreaterThan(0);
    expect(res.json.errors.join(' ')).toMatch(/show_high_contrast/);
  });

  it('saves flags and answers with the updated user', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id, flags: { has_been_home: true } });
    const cookie = await signInCookie(user, { promotionId: p.id });
    const res = await callRoute(putUser, { method: 'PUT', host: p.host, path: '/api/users/me', cookie, params: { id: 'me' }, body: { flags: { show_high_contrast: true } } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ show_high_contrast: true, has_been_home: true });
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const res = await callRoute(unknownGet, { host: 'acme.localhost:3000', path: '/api/nope' });
    expect(res).toMatchObject({ status: 404, json: { errors: ['No such API route.'] } });
    expect((await callRoute(unknownPost, { method: 'POST', host: 'acme.localhost:3000', path: '/api/nope' })).status).toBe(404);
  });

  it('refuses a cookie-authenticated mutation from another site', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const cookie = await signInCookie(user, { promotionId: p.id });
    const res = await callRoute(putUser, {
      method: 'PUT', host: p.host, path: '/api/users/me', cookie, params: { id: 'me' }, body: { flags: { show_high_contrast: true } },
      origin: 'http://evil.example.com',
    });
    expect(res).toMatchObject({ status: 403, json: { errors: ['Cross-site request refused.'] } });
  });

  it('never leaks a stack trace on an unexpected failure', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const cookie = await signInCookie(user, { promotionId: p.id });
    // A user id beyond the INT4 range once made PostgreSQL fail in a way no handler anticipated; lib/schemas.ts now
    // refuses it before any query (422). Whatever the status, the envelope carries no stack trace.
    const res = await callRoute(getUser, { host: p.host, path: '/api/users/99999999999', cookie, params: { id: '99999999999' } });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.json)).not.toMatch(/at .*\.ts|prisma|stack/i);
  });
});
