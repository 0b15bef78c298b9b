// A coordinator's narrow edit of a participant (docs/coordinator-dashboard.md "Edit"): PUT
// /promotions/{id}/participants/{userId} {first_name?, last_name?, location_id?}. Each role of the table, the reach
// (a participant outside it is a 404, a location outside it a 422), the settings form's messages, nothing but names
// and location accepted, nobody edits themselves, and the audit row under the administrator.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { createLocation } from '../helpers/journey-factories';
import { PUT as editParticipant } from '@/app/api/promotions/[id]/participants/[userId]/route';
import type { Role } from '@/lib/roles';

type P = Awaited<ReturnType<typeof createPromotion>>;
type Caller = { cookie: string; host: string; id: number };

let p: P;
let other: P;
let region: { id: number };
let office1: { id: number };
let office2: { id: number };
let elsewhere: { id: number };
const callers: Partial<Record<Role | 'otherCoordinator', Caller>> = {};
const dashboard = 'dashboard.localhost:3000';

async function caller(role: Role, promotionId: number | null, host: string, o: { locationId?: number; resellerId?: number } = {}): Promise<Caller> {
  const user = await createUser({ promotionId, role, resellerId: o.resellerId, firstName: role, lastName: 'Admin' });
  if (o.locationId) await db.user.update({ where: { id: user.id }, data: { location_id: o.locationId } });
  return { id: user.id, host, cookie: await signInCookie(user, { promotionId }) };
}

async function participant(locationId: number | null, role: Role = 'User', promotionId = p.id) {
  const user = await createUser({ promotionId, role, firstName: 'Pat', lastName: 'Doe' });
  if (locationId) await db.user.update({ where: { id: user.id }, data: { location_id: locationId } });
  return user;
}

const edit = (c: Caller, userId: number, body: unknown, promotionId = p.id) => callRoute(editParticipant, {
  method: 'PUT', host: c.host, path: `/api/promotions/${promotionId}/participants/${userId}`, cookie: c.cookie,
  params: { id: String(promotionId), userId: String(userId) }, body,
});

const stored = async (id: number) => {
  const u = await db.user.findUniqueOrThrow({ where: { id }, select: { email: true, role: true, location_id: true, password_hash: true, profile: { select: { first_name: true, last_name: true } } } });
  return { first_name: u.profile?.first_name, last_name: u.profile?.last_name, location_id: u.location_id, email: u.email, role: u.role, password_hash: u.password_hash };
};

beforeAll(async () => {
  p = await createPromotion();
  other = await createPromotion();
  region = await createLocation(p.id, 'North');
  office1 = await createLocation(p.id, 'Oslo', region);
  office2 = await createLocation(p.id, 'Bergen', region);
  elsewhere = await createLocation(p.id, 'South');
  const reseller = await db.reseller.create({ data: { name: 'Resells' } });
  await db.organization.update({ where: { id: p.organization_id }, data: { reseller_id: reseller.id } });
  callers.Coordinator = await caller('Coordinator', p.id, p.host);
  callers['Location Coordinator'] = await caller('Location Coordinator', p.id, p.host, { locationId: office1.id });
  callers['Regional Coordinator'] = await caller('Regional Coordinator', p.id, p.host, { locationId: region.id });
  callers.User = await caller('User', p.id, p.host);
  callers.Master = await caller('Master', null, dashboard);
  callers.Reseller = await caller('Reseller', null, dashboard, { resellerId: reseller.id });
  callers['Super Coordinator'] = await caller('Super Coordinator', null, dashboard);
  await db.superCoordinatorPromotion.create({ data: { user_id: callers['Super Coordinator'].id, promotion_id: p.id } });
  callers.Poster = await caller('Poster', null, dashboard);
  callers.otherCoordinator = await caller('Coordinator', other.id, other.host);
});

describe('who may edit', () => {
  it('answers each role by the table; the administrators rename a participant of their reach', async () => {
    const expected: [Role, number][] = [
      ['User', 403], ['Poster', 404], ['Coordinator', 200], ['Location Coordinator', 200], ['Regional Coordinator', 200],
      ['Super Coordinator', 200], ['Reseller', 200], ['Master', 200],
    ];
    for (const [role, status] of expected) {
      const target = await participant(office1.id);
      const res = await edit(callers[role]!, target.id, { first_name: `By ${role}` }, p.id);
      expect({ role, status: res.status }).toEqual({ role, status });
      expect((await stored(target.id)).first_name).toBe(status === 200 ? `By ${role}` : 'Pat');
      if (status === 200) expect(res.json).toMatchObject({ id: target.id, first_name: `By ${role}`, last_name: 'Doe', location_id: office1.id, location_name: 'Oslo' });
    }
  });

  it('is a 404 for another promotion\'s coordinator and for a participant of another promotion', async () => {
    const target = await participant(null);
    const cross = await callRoute(editParticipant, {
      method: 'PUT', host: other.host, path: '/x', cookie: callers.otherCoordinator!.cookie, params: { id: String(p.id), userId: String(target.id) }, body: { first_name: 'X' },
    });
    expect(cross.status).toBe(404);
    const stranger = await participant(null, 'User', other.id);
    const res = await edit(callers.Coordinator!, stranger.id, { first_name: 'X' });
    expect(res.status).toBe(404);
    expect(res.json.errors).toEqual(['Participant could not be found.']);
    expect((await stored(stranger.id)).first_name).toBe('Pat');
  });
});

describe('the reach', () => {
  it('location and regional coordinators reach only their sub-tree: anyone else is a 404', async () => {
    const south = await participant(elsewhere.id);
    const bergen = await participant(office2.id);
    const none = await participant(null);
    expect((await edit(callers['Location Coordinator']!, bergen.id, { first_name: 'X' })).status).toBe(404);
    expect((await edit(callers['Location Coordinator']!, none.id, { first_name: 'X' })).status).toBe(404);
    expect((await edit(callers['Regional Coordinator']!, south.id, { first_name: 'X' })).status).toBe(404);
    expect((await edit(callers['Regional Coordinator']!, bergen.id, { first_name: 'Bea' })).status).toBe(200);
    expect((await stored(south.id)).first_name).toBe('Pat');
    expect((await stored(bergen.id)).first_name).toBe('Bea');
  });

  it('moves a participant only to a location within the reach', async () => {
    const oslo = await participant(office1.id);
    const outside = await edit(callers['Regional Coordinator']!, oslo.id, { location_id: elsewhere.id });
    expect(outside.status).toBe(422);
    expect(outside.json.errors).toEqual(['Please choose a location of this program.']);
    const otherPromotions = await createLocation(other.id, 'Elsewhere');
    expect((await edit(callers.Coordinator!, oslo.id, { location_id: otherPromotions.id })).status).toBe(422);
    expect((await stored(oslo.id)).location_id).toBe(office1.id);
    const moved = await edit(callers['Regional Coordinator']!, oslo.id, { location_id: office2.id });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ location_id: office2.id, location_name: 'Bergen' });
    // A coordinator of the whole promotion moves anyone anywhere in it.
    expect((await edit(callers.Coordinator!, oslo.id, { location_id: elsewhere.id })).status).toBe(200);
    expect((await stored(oslo.id)).location_id).toBe(elsewhere.id);
  });

  it('location and regional coordinators edit plain participants only; nobody edits themselves here', async () => {
    const colleague = await participant(office1.id, 'Coordinator');
    const byLocation = await edit(callers['Location Coordinator']!, colleague.id, { first_name: 'X' });
    expect(byLocation.status).toBe(403);
    expect(byLocation.json.errors).toEqual(['Only participants can be edited here.']);
    expect((await edit(callers['Regional Coordinator']!, colleague.id, { first_name: 'X' })).status).toBe(403);
    expect((await edit(callers.Coordinator!, colleague.id, { first_name: 'Cory' })).status).toBe(200);
    const self = await edit(callers['Regional Coordinator']!, callers['Regional Coordinator']!.id, { location_id: elsewhere.id });
    expect(self.status).toBe(403);
    expect(self.json.errors).toEqual(['Change your own account in Settings.']);
    expect((await db.user.findUniqueOrThrow({ where: { id: callers['Regional Coordinator']!.id } })).location_id).toBe(region.id);
  });
});

describe('what may change', () => {
  it('answers the settings form\'s messages for names, together', async () => {
    const target = await participant(null);
    const blank = await edit(callers.Coordinator!, target.id, { first_name: '  ', last_name: '' });
    expect(blank.status).toBe(422);
    expect(blank.json.errors).toEqual(['First name is required.', 'Last name is required.']);
    const long = await edit(callers.Coordinator!, target.id, { last_name: 'x'.repeat(61) });
    expect(long.json.errors).toEqual(['Last name is too long (at most 60 characters).']);
    const empty = await edit(callers.Coordinator!, target.id, {});
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual(['Nothing to save.']);
    expect(await stored(target.id)).toMatchObject({ first_name: 'Pat', last_name: 'Doe' });
  });

  it('refuses the email, the password, the role or anything else, and changes nothing', async () => {
    const target = await participant(null);
    const before = await stored(target.id);
    for (const extra of [{ email: 'taken.over@example.com' }, { password: 'Hijack1!x', password_confirmation: 'Hijack1!x' }, { role: 'Master' }, { is_locked: false }]) {
      const res = await edit(callers.Coordinator!, target.id, { first_name: 'Changed', ...extra });
      expect(res.status).toBe(422);
      expect(res.json.errors.join(' ')).toMatch(/Unrecognized key/i);
    }
    expect(await stored(target.id)).toEqual(before);
  });

  it('trims the names, saves only what changed, and writes one audit row under the administrator', async () => {
    const target = await participant(office1.id);
    const res = await edit(callers['Regional Coordinator']!, target.id, { first_name: '  Patricia ', last_name: 'Doe', location_id: office2.id });
    expect(res.status).toBe(200);
    expect(await stored(target.id)).toMatchObject({ first_name: 'Patricia', last_name: 'Doe', location_id: office2.id });
    const rows = await db.auditEvent.findMany({ where: { record_type: 'User', record_id: String(target.id) } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: callers['Regional Coordinator']!.id, action: 'update', promotion_id: p.id,
      before: { first_name: 'Pat', location_id: office1.id }, after: { first_name: 'Patricia', location_id: office2.id },
    });
  });
});
