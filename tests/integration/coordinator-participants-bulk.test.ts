// The user table's bulk unlock (POST /promotions/{id}/participants/bulk): who may call it, and per row — a locked
// participant in reach is unlocked and audited, an unlocked one is left alone, one outside the viewer's reach or of
// another promotion is not_found (never touched), an administrator is forbidden — each with its own result.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { createLocation } from '../helpers/journey-factories';
import { POST as bulk } from '@/app/api/promotions/[id]/participants/bulk/route';
import type { Role } from '@/lib/roles';
import type { ParticipantBulkResult } from '@/lib/coordinator/bulk';

type P = Awaited<ReturnType<typeof createPromotion>>;
type Caller = { cookie: string; host: string; id: number };

let p: P;
let other: P;
let office: { id: number };
let elsewhere: { id: number };
const dashboard = 'dashboard.localhost:3000';

async function caller(role: Role, promotionId: number | null, host: string, locationId?: number): Promise<Caller> {
  const user = await createUser({ promotionId, role, firstName: role, lastName: 'Admin' });
  if (locationId) await db.user.update({ where: { id: user.id }, data: { location_id: locationId } });
  return { id: user.id, host, cookie: await signInCookie(user, { promotionId }) };
}

async function lockedUser(o: { locationId?: number; role?: Role; promotionId?: number; locked?: boolean } = {}) {
  const user = await createUser({ promotionId: o.promotionId ?? p.id, role: o.role ?? 'User', firstName: 'Lee', lastName: 'Locked' });
  await db.user.update({ where: { id: user.id }, data: { is_locked: o.locked ?? true, failed_login_count: 5, location_id: o.locationId ?? null } });
  return user;
}

const call = (c: Caller, body: unknown, promotionId = p.id) => callRoute(bulk, {
  method: 'POST', host: c.host, path: `/api/promotions/${promotionId}/participants/bulk`, cookie: c.cookie, params: { id: String(promotionId) }, body,
});
const isLocked = async (id: number) => (await db.user.findUniqueOrThrow({ where: { id }, select: { is_locked: true } })).is_locked;

beforeAll(async () => {
  p = await createPromotion();
  other = await createPromotion();
  office = await createLocation(p.id, 'Oslo');
  elsewhere = await createLocation(p.id, 'South');
});

describe('bulk unlock', () => {
  it('unlocks each locked participant, reports each row, and touches nothing outside the rules', async () => {
    const coordinator = await caller('Coordinator', p.id, p.host);
    const a = await lockedUser();
    const b = await lockedUser({ locationId: office.id });
    const open = await lockedUser({ locked: false });
    const foreign = await lockedUser({ promotionId: other.id });
    const admin = await lockedUser({ role: 'Master' as Role, promotionId: p.id });
    const res = await call(coordinator, { action: 'unlock', user_ids: [a.id, b.id, open.id, foreign.id, admin.id, 999_999] });
    expect(res.status).toBe(200);
    const body = res.json as ParticipantBulkResult;
    expect(body.data.map((r) => [r.id, r.status])).toEqual([
      [a.id, 'unlocked'], [b.id, 'unlocked'], [open.id, 'not_locked'], [foreign.id, 'not_found'], [admin.id, 'forbidden'], [999_999, 'not_found'],
    ]);
    expect(body.meta).toEqual({ done: 3, failed: 3 });
    expect(await isLocked(a.id)).toBe(false);
    expect(await isLocked(b.id)).toBe(false);
    expect(await isLocked(foreign.id)).toBe(true);
    expect(await isLocked(admin.id)).toBe(true);
    const audits = await db.auditEvent.count({ where: { action: 'unlock', record_type: 'User', record_id: { in: [String(a.id), String(b.id)] }, actor_id: coordinator.id } });
    expect(audits).toBe(2);
  });

  it('keeps a super coordinator to the promotion: a participant of another promotion is not found', async () => {
    const regional = await caller('Super Coordinator', null, dashboard);
    await db.superCoordinatorPromotion.create({ data: { user_id: regional.id, promotion_id: p.id } });
    const inOther = await lockedUser({ promotionId: other.id });
    const mine = await lockedUser({ locationId: elsewhere.id });
    const res = await callRoute(bulk, {
      method: 'POST', host: dashboard, path: `/api/promotions/${p.id}/participants/bulk?promotion_id=${p.id}`, cookie: regional.cookie,
      params: { id: String(p.id) }, body: { action: 'unlock', user_ids: [mine.id, inOther.id] },
    });
    expect(res.status).toBe(200);
    expect((res.json as ParticipantBulkResult).data.map((r) => r.status)).toEqual(['unlocked', 'not_found']);
    expect(await isLocked(inOther.id)).toBe(true);
  });

  it('answers the roles that may not unlock with 403 and changes nothing', async () => {
    const target = await lockedUser({ locationId: office.id });
    for (const role of ['User', 'Location Coordinator'] as Role[]) {
      const c = await caller(role, p.id, p.host, office.id);
      const res = await call(c, { action: 'unlock', user_ids: [target.id] });
      expect({ role, status: res.status }).toEqual({ role, status: 403 });
    }
    expect(await isLocked(target.id)).toBe(true);
  });

  it('refuses a bad body with 422', async () => {
    const coordinator = await caller('Coordinator', p.id, p.host);
    for (const body of [{ action: 'delete', user_ids: [1] }, { action: 'unlock', user_ids: [] }, { action: 'unlock', user_ids: Array.from({ length: 501 }, (_, i) => i + 1) }, { action: 'unlock' }]) {
      expect((await call(coordinator, body)).status).toBe(422);
    }
  });
});
