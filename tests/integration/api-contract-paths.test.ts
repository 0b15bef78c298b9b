// The paths the specification names beside the nested ones (administration.md §7: "/evaluation_definitions/{id}:
// index by promotion_id, show, update, destroy"; "show, create, update, destroy on /activities/{id}"), through the
// same services and permissions. PUT /activities/{id} refuses unknown keys and names the promotion it edits.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { POST as createDef } from '@/app/api/promotions/[id]/evaluation_definitions/route';
import { DELETE as deleteDef, GET as getDef, PUT as putDef } from '@/app/api/evaluation_definitions/[id]/route';
import { GET as indexDefs } from '@/app/api/evaluation_definitions/route';
import { POST as createActivity } from '@/app/api/activities/route';
import { PUT as putActivity } from '@/app/api/activities/[id]/route';

const DASH = 'dashboard.localhost:3000';
let master: string;
beforeAll(async () => {
  master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
});

const call = (handler: Parameters<typeof callRoute>[0], method: string, path: string, params: Record<string, string>, body?: unknown, cookie = master, host = DASH) =>
  callRoute(handler, { method, host, path, cookie, params, body });

describe('GET/PUT/DELETE /evaluation_definitions/{id} on the dashboard', () => {
  it('indexes by promotion_id, shows, updates and deletes a definition of any promotion for a master; others are refused', async () => {
    const p = await createPromotion();
    const made = await call(createDef, 'POST', `/api/promotions/${p.id}/evaluation_definitions`, { id: String(p.id) }, { name: 'Mid-point', days_from_start: 21 });
    const id = String(made.json.data[0].id);
    const path = `/api/evaluation_definitions/${id}`;

    const index = await call(indexDefs, 'GET', `/api/evaluation_definitions?promotion_id=${p.id}`, {});
    expect(index.status).toBe(200);
    expect(index.json.data.map((d: { id: number }) => d.id)).toEqual([Number(id)]);
    expect(index.json.meta.total_records).toBe(1);

    const shown = await call(getDef, 'GET', path, { id });
    expect(shown.status).toBe(200);
    expect(shown.json).toMatchObject({ id: Number(id), name: 'Mid-point', days_from_start: '21', eval_definitionable_id: p.id });

    const updated = await call(putDef, 'PUT', path, { id }, { name: 'Halfway', days_from_start: 28 });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ name: 'Halfway', days_from_start: '28' });

    const coordinator = await signInCookie(await createUser({ promotionId: null, role: 'Reseller' }), { promotionId: null });
    expect((await call(putDef, 'PUT', path, { id }, { name: 'Nope', days_from_start: 1 }, coordinator)).status).toBe(403);
    expect((await call(getDef, 'GET', path, { id }, undefined, coordinator)).status).toBe(403);
    expect((await call(getDef, 'GET', '/api/evaluation_definitions/999999', { id: '999999' })).status).toBe(404);

    expect((await call(deleteDef, 'DELETE', path, { id })).status).toBe(204);
    expect(await db.evaluationDefinition.count({ where: { id: Number(id) } })).toBe(0);
    expect((await call(getDef, 'GET', path, { id })).status).toBe(404);
  });

  it('on a promotion host the same GET stays the participant\'s', async () => {
    const p = await createPromotion();
    const made = await call(createDef, 'POST', `/api/promotions/${p.id}/evaluation_definitions`, { id: String(p.id) }, { name: 'Check-in', days_from_start: 0 });
    const def = { id: made.json.data[0].id as number };
    const user = await createUser({ promotionId: p.id });
    const seen = await call(getDef, 'GET', `/api/evaluation_definitions/${def.id}`, { id: String(def.id) }, undefined, await signInCookie(user, { promotionId: p.id }), p.host);
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({ id: def.id, name: 'Check-in' });
    // A master's dashboard session on a promotion host is not a participant there.
    expect((await call(getDef, 'GET', `/api/evaluation_definitions/${def.id}`, { id: String(def.id) }, undefined, master, p.host)).status).not.toBe(200);
  });
});

describe('/activities', () => {
  it('POST /activities creates in the promotion the body names (null: the library)', async () => {
    const p = await createPromotion();
    const created = await call(createActivity, 'POST', '/api/activities', {}, { promotion_id: p.id, category: 'create_calm', name: 'Breathe' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ promotion_id: p.id, name: 'Breathe', week_available: 1, sequence: 1 });
    const library = await call(createActivity, 'POST', '/api/activities', {}, { promotion_id: null, category: 'create_calm', name: 'Library one' });
    expect(library.json).toMatchObject({ promotion_id: null });
    expect((await call(createActivity, 'POST', '/api/activities', {}, { category: 'create_calm', name: 'Whose?' })).status).toBe(422);
    expect((await call(createActivity, 'POST', '/api/activities', {}, { promotion_id: 999999, category: 'create_calm', name: 'X' })).status).toBe(404);
    const reseller = await signInCookie(await createUser({ promotionId: null, role: 'Reseller' }), { promotionId: null });
    expect((await call(createActivity, 'POST', '/api/activities', {}, { promotion_id: p.id, category: 'create_calm', name: 'X' }, reseller)).status).toBe(403);
  });

  it('PUT /activities/{id} refuses unknown keys and changes only the activity of the promotion it names', async () => {
    const acme = await createPromotion();
    const globex = await createPromotion();
    const activity = await db.activity.create({ data: { promotion_id: acme.id, category: 'create_calm', name: 'Acme walk' } });
    const id = String(activity.id);
    const put = (body: unknown) => call(putActivity, 'PUT', `/api/activities/${id}`, { id }, body);

    const unknown = await put({ promotion_id: acme.id, category: 'create_calm', name: 'Renamed', colour: 'red' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors.join(' ')).toMatch(/colour/);
    // Sent in globex's context: not globex's activity, so nothing changes.
    expect((await put({ promotion_id: globex.id, category: 'create_calm', name: 'Hijacked' })).status).toBe(404);
    expect((await put({ category: 'create_calm', name: 'No promotion' })).status).toBe(422);
    expect((await db.activity.findUniqueOrThrow({ where: { id: activity.id } })).name).toBe('Acme walk');

    const saved = await put({ promotion_id: acme.id, category: 'create_calm', name: 'Renamed' });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ id: activity.id, promotion_id: acme.id, name: 'Renamed' });
  });
});
