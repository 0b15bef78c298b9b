// The badge editor: categories, goal and goal2, hide_until_earned, image; a default promotion's badge saved in another
// promotion becomes that promotion's copy, and reset removes the copy (earned badges follow the badge shown).
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as listBadges, POST as createBadge } from '@/app/api/promotions/[id]/badges/route';
import { DELETE as deleteBadge, GET as showBadge, PUT as putBadge } from '@/app/api/promotions/[id]/badges/[badgeId]/route';
import { GET as userBadges } from '@/app/api/users/[id]/badges/route';

const DASHBOARD = 'dashboard.localhost:3000';
let master: string;
let defaults: Awaited<ReturnType<typeof createPromotion>>;

beforeAll(async () => {
  master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
  defaults = await createPromotion({ data: { is_default: true } });
});

type Handler = Parameters<typeof callRoute>[0];
const call = (handler: Handler, method: string, params: Record<string, string>, body?: unknown) =>
  callRoute(handler, { method, host: DASHBOARD, path: '/x', cookie: master, params, body });

const badge = { category: 'activities_logged', name: 'Logger', goal: 5, goal2: 10, hide_until_earned: true, image_url: '/api/files/abc.png' };

describe('badges', () => {
  it('creates, shows, updates and deletes a promotion\'s own badge; refuses bad input', async () => {
    const p = await createPromotion();
    const id = String(p.id);
    const created = await call(createBadge, 'POST', { id }, badge);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ promotion_id: p.id, category: 'activities_logged', goal: 5, goal2: 10, hide_until_earned: true, image: { url: '/api/files/abc.png' }, is_default: false, is_override: false });
    const bid = String(created.json.id);
    expect((await call(showBadge, 'GET', { id, badgeId: bid })).json.name).toBe('Logger');
    expect((await call(putBadge, 'PUT', { id, badgeId: bid }, { ...badge, goal2: null, name: 'Renamed' })).json).toMatchObject({ name: 'Renamed', goal2: null });
    const cases: [unknown, string][] = [
      [{ ...badge, category: 'nope' }, 'Choose a category.'],
      [{ ...badge, goal: 0 }, 'Goal must be 1 or more'],
      [{ ...badge, goal2: 5 }, 'The second goal must be higher than the first.'],
      [{ ...badge, name: '' }, 'Name is required.'],
    ];
    for (const [body, message] of cases) {
      const res = await call(putBadge, 'PUT', { id, badgeId: bid }, body);
      expect(res.status, message).toBe(422);
      expect(res.json.errors[0]).toContain(message);
    }
    expect((await call(deleteBadge, 'DELETE', { id, badgeId: bid })).json).toEqual({ reset: false });
    const gone = await call(showBadge, 'GET', { id, badgeId: bid });
    expect(gone.status).toBe(404);
    expect(gone.json.errors).toEqual(['Badge could not be found']);
  });

  it('copies a default badge on edit in another promotion and resets it; participants see each state at once', async () => {
    const def = await db.badge.create({ data: { promotion_id: defaults.id, category: 'completed_scenes', name: 'Scene star', goal: 1 } });
    const p = await createPromotion();
    const id = String(p.id);
    const participant = await createUser({ promotionId: p.id });
    const cookie = await signInCookie(participant, { promotionId: p.id });
    await db.userBadge.create({ data: { promotion_id: p.id, user_id: participant.id, badge_id: def.id, earned_on: new Date('2026-11-01') } });
    const seen = async () => (await callRoute(userBadges, { host: p.host, path: '/x', cookie, params: { id: 'me' } })).json.data
      .filter((b: { category: string }) => b.category === 'completed_scenes').map((b: { id: number; name: string; earned: boolean }) => [b.name, b.earned]);

    const listed = (await call(listBadges, 'GET', { id })).json.data.find((b: { id: number }) => b.id === def.id);
    expect(listed).toMatchObject({ is_default: true, is_override: false });
    expect(await seen()).toEqual([['Scene star', true]]);

    const copy = await call(putBadge, 'PUT', { id, badgeId: String(def.id) }, { category: 'completed_scenes', name: 'Our scene star', goal: 2 });
    expect(copy.status).toBe(200);
    expect(copy.json).toMatchObject({ promotion_id: p.id, default_badge_id: def.id, name: 'Our scene star', is_override: true, is_default: false });
    expect(await db.badge.findUniqueOrThrow({ where: { id: def.id } })).toMatchObject({ name: 'Scene star', goal: 1 });
    const ids = (await call(listBadges, 'GET', { id })).json.data.map((b: { id: number }) => b.id);
    expect(ids).toContain(copy.json.id);
    expect(ids).not.toContain(def.id);
    expect(await seen()).toEqual([['Our scene star', true]]);
    // The default seen through its old id is gone from this promotion.
    expect((await call(showBadge, 'GET', { id, badgeId: String(def.id) })).status).toBe(404);

    // Another promotion still sees the default; it cannot delete it.
    const q = await createPromotion();
    const refused = await call(deleteBadge, 'DELETE', { id: String(q.id), badgeId: String(def.id) });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual(['Only a promotion\u2019s copy of a default badge can be reset.']);

    const reset = await call(deleteBadge, 'DELETE', { id, badgeId: String(copy.json.id) });
    expect(reset.json).toEqual({ reset: true });
    expect(await seen()).toEqual([['Scene star', true]]);
    expect(await db.auditEvent.findMany({ where: { record_type: 'Badge', promotion_id: p.id }, select: { action: true }, orderBy: { id: 'asc' } })).toEqual([{ action: 'create' }, { action: 'reset' }]);
  });

  it('edits the default promotion\'s own badge in place', async () => {
    const def = await db.badge.create({ data: { promotion_id: defaults.id, category: 'tips_shared', name: 'Sharer', goal: 1 } });
    const res = await call(putBadge, 'PUT', { id: String(defaults.id), badgeId: String(def.id) }, { category: 'tips_shared', name: 'Great sharer', goal: 3 });
    expect(res.json).toMatchObject({ id: def.id, name: 'Great sharer', is_default: false, is_override: false });
    expect(await db.badge.count({ where: { default_badge_id: def.id } })).toBe(0);
  });

  it('never reaches another promotion\'s own badge', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const theirs = await db.badge.create({ data: { promotion_id: b.id, category: 'custom', name: 'Theirs' } });
    const params = { id: String(a.id), badgeId: String(theirs.id) };
    expect((await call(showBadge, 'GET', params)).status).toBe(404);
    expect((await call(putBadge, 'PUT', params, { category: 'custom', name: 'Mine', goal: 1 })).status).toBe(404);
    expect((await call(deleteBadge, 'DELETE', params)).status).toBe(404);
    expect(await db.badge.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({ name: 'Theirs', promotion_id: b.id });
    expect((await call(listBadges, 'GET', { id: '999999' })).status).toBe(404);
  });
});
