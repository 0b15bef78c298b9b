// The location tree editor and SSO extras: add, edit, move (reorder and reparent, never under itself), delete with
// what is below, a tree uploaded from CSV (merged, idempotent), the spec's messages, the roles, and another
// promotion's rows never reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as getTree, POST as uploadTree } from '@/app/api/promotions/[id]/locations/route';
import { POST as createLocation } from '@/app/api/locations/route';
import { DELETE as deleteLocation, PUT as updateLocation } from '@/app/api/locations/[locationId]/route';
import { POST as reorder } from '@/app/api/locations/reorder/route';
import { GET as listExtras, POST as createExtra } from '@/app/api/promotions/[id]/sso_extras/route';
import { DELETE as deleteExtra, GET as showExtra, PUT as updateExtra } from '@/app/api/promotions/[id]/sso_extras/[extraId]/route';

const DASHBOARD = 'dashboard.localhost:3000';
let master: string;

beforeAll(async () => {
  master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
});
afterAll(() => stopEnqueuer());

type Handler = Parameters<typeof callRoute>[0];
const call = (handler: Handler, method: string, path: string, params: Record<string, string> = {}, body?: unknown, cookie = master, host = DASHBOARD) =>
  callRoute(handler, { method, host, path, cookie, params, body });

interface Node { id: number; name: string; sequence: number; parent_location_id: number | null; locations: Node[] }
const shape = (nodes: Node[]): unknown[] => nodes.map((n) => (n.locations.length ? { [n.name]: shape(n.locations) } : n.name));

describe('the location tree', () => {
  it('adds, renames, reorders, reparents and deletes, answering the new tree each time', async () => {
    const p = await createPromotion();
    const q = `?promotion_id=${p.id}`;
    const add = async (name: string, parent: number | null = null) => {
      const res = await call(createLocation, 'POST', `/api/locations${q}`, {}, { name, parent_location_id: parent, tag: name === 'East' ? ' east ' : null });
      expect(res.status).toBe(201);
      return res.json.data as Node[];
    };
    await add('East');
    let tree = await add('West');
    const [east, west] = tree;
    await add('Boston', east!.id);
    tree = await add('Denver', west!.id);
    expect(shape(tree)).toEqual([{ East: ['Boston'] }, { West: ['Denver'] }]);
    expect(tree[0]).toMatchObject({ tag: 'east', promotion_id: p.id, sequence: 0, user_count: 0 });
    const blank = await call(createLocation, 'POST', `/api/locations${q}`, {}, { name: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.json.errors).toEqual(['Location name is required.']);

    const denver = tree[1]!.locations[0]!;
    // Drag Denver under East, before Boston.
    const moved = await call(reorder, 'POST', `/api/locations/reorder${q}`, {}, { parent_location_id: east!.id, sequence: [denver.id] });
    expect(moved.status).toBe(200);
    expect(shape(moved.json.data)).toEqual([{ East: ['Denver', 'Boston'] }, 'West']);
    // Top level reordered.
    const swapped = await call(reorder, 'POST', `/api/locations/reorder${q}`, {}, { parent_location_id: null, sequence: [west!.id, east!.id] });
    expect(shape(swapped.json.data)).toEqual(['West', { East: ['Denver', 'Boston'] }]);
    // East under its own child: refused, nothing changed.
    const cycle = await call(reorder, 'POST', `/api/locations/reorder${q}`, {}, { parent_location_id: denver.id, sequence: [east!.id] });
    expect(cycle.status).toBe(422);
    expect(cycle.json.errors).toEqual(['Update Parent Location Failed']);
    const selfParent = await call(updateLocation, 'PUT', `/api/locations/${east!.id}${q}`, { locationId: String(east!.id) }, { name: 'East', parent_location_id: east!.id });
    expect(selfParent.json.errors).toEqual(['Update Parent Location Failed']);
    expect(shape((await call(getTree, 'GET', `/api/promotions/${p.id}/locations`, { id: String(p.id) })).json.data)).toEqual(['West', { East: ['Denver', 'Boston'] }]);

    const renamed = await call(updateLocation, 'PUT', `/api/locations/${east!.id}${q}`, { locationId: String(east!.id) }, { name: 'Eastern', tag: null, parent_location_id: west!.id });
    expect(shape(renamed.json.data)).toEqual([{ West: [{ Eastern: ['Denver', 'Boston'] }] }]);

    const user = await createUser({ promotionId: p.id });
    await db.user.update({ where: { id: user.id }, data: { location_id: denver.id } });
    const removed = await call(deleteLocation, 'DELETE', `/api/locations/${east!.id}${q}`, { locationId: String(east!.id) });
    expect(shape(removed.json.data)).toEqual(['West']);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ location_id: null });
    const audit = await db.auditEvent.findMany({ where: { record_type: 'Location', promotion_id: p.id } });
    expect(audit.map((a) => a.action)).toContain('delete');
  });

  it('merges a tree uploaded from CSV, twice without duplicates, and refuses a fourth level', async () => {
    const p = await createPromotion();
    const form = (text: string, name = 'tree.csv') => {
      const f = new FormData();
      f.set('file', new File([text], name, { type: 'text/csv' }));
      return f;
    };
    const send = (f: FormData) => callRoute(uploadTree, { method: 'POST', host: DASHBOARD, path: `/api/promotions/${p.id}/locations`, cookie: master, params: { id: String(p.id) }, form: f });
    const csv = 'Level 1,Level 2,Level 3\nNorth,Oslo,HQ\nNorth,Bergen\nSouth\nnorth,Oslo,Lab\n';
    const first = await send(form(csv));
    expect(first.status).toBe(200);
    expect(shape(first.json.data)).toEqual([{ North: [{ Oslo: ['HQ', 'Lab'] }, 'Bergen'] }, 'South']);
    const again = await send(form(csv));
    expect(shape(again.json.data)).toEqual(shape(first.json.data));
    expect(await db.location.count({ where: { promotion_id: p.id } })).toBe(6);
    const deep = await send(form('A,B,C,D\n'));
    expect(deep.status).toBe(422);
    expect(deep.json.errors).toEqual(['Row 1: at most 3 levels.']);
    expect((await send(form('x', 'tree.pdf'))).json.errors).toEqual(['Upload a CSV file of locations.']);
    expect((await send(form('Level 1\n'))).json.errors).toEqual(['The file has no locations.']);
  });

  it('never moves or changes another promotion\'s location, and lets masters alone edit', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const mine = await db.location.create({ data: { promotion_id: a.id, name: 'Mine' } });
    const theirs = await db.location.create({ data: { promotion_id: b.id, name: 'Theirs' } });
    const q = `?promotion_id=${a.id}`;
    const put = await call(updateLocation, 'PUT', `/api/locations/${theirs.id}${q}`, { locationId: String(theirs.id) }, { name: 'Taken' });
    expect(put.status).toBe(404);
    expect(put.json.errors).toEqual(['Could not save Location']);
    expect((await call(deleteLocation, 'DELETE', `/api/locations/${theirs.id}${q}`, { locationId: String(theirs.id) })).status).toBe(404);
    const pull = await call(reorder, 'POST', `/api/locations/reorder${q}`, {}, { parent_location_id: mine.id, sequence: [theirs.id] });
    expect(pull.json.errors).toEqual(['Update Parent Location Failed']);
    const under = await call(reorder, 'POST', `/api/locations/reorder${q}`, {}, { parent_location_id: theirs.id, sequence: [mine.id] });
    expect(under.json.errors).toEqual(['Update Parent Location Failed']);
    const addUnder = await call(createLocation, 'POST', `/api/locations${q}`, {}, { name: 'Child', parent_location_id: theirs.id });
    expect(addUnder.json.errors).toEqual(['Could not save Location']);
    expect(await db.location.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({ name: 'Theirs', parent_location_id: null, promotion_id: b.id });

    const coordinator = await signInCookie(await createUser({ promotionId: a.id, role: 'Coordinator' }), { promotionId: a.id });
    const read = await call(getTree, 'GET', `/api/promotions/${a.id}/locations`, { id: String(a.id) }, undefined, coordinator, a.host);
    expect(read.json.data.map((n: Node) => n.name)).toEqual(['Mine']);
    // The editor's writes are dashboard calls: on a promotion's host they do not exist for anyone.
    expect((await call(createLocation, 'POST', '/api/locations', {}, { name: 'X' }, coordinator, a.host)).status).toBe(404);
  });
});

describe('SSO extras', () => {
  it('creates with the defaults, reads, updates and deletes, inside the promotion only', async () => {
    const p = await createPromotion();
    const other = await createPromotion();
    const id = String(p.id);
    const made = await call(createExtra, 'POST', `/api/promotions/${id}/sso_extras`, { id }, { name: 'department' });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ name: 'department', data_type: 'string', path: 'custom_fields.department', promotion_id: p.id });
    const none = await call(createExtra, 'POST', `/api/promotions/${id}/sso_extras`, { id }, {});
    expect(none.json.errors).toEqual(['Give the extra a name or a path.']);
    const badType = await call(createExtra, 'POST', `/api/promotions/${id}/sso_extras`, { id }, { name: 'x', data_type: 'float' });
    expect(badType.status).toBe(422);
    const extraId = String(made.json.id);
    const put = await call(updateExtra, 'PUT', `/api/promotions/${id}/sso_extras/${extraId}`, { id, extraId }, { name: 'hired', data_type: 'date', path: 'custom_fields.hired_on' });
    expect(put.json).toMatchObject({ data_type: 'date', path: 'custom_fields.hired_on' });
    expect((await call(listExtras, 'GET', '/x', { id })).json.data).toHaveLength(1);

    const oid = String(other.id);
    const cross = await call(showExtra, 'GET', '/x', { id: oid, extraId });
    expect(cross.status).toBe(404);
    expect(cross.json.errors).toEqual(['Could not load SSO Extra']);
    expect((await call(updateExtra, 'PUT', '/x', { id: oid, extraId }, { name: 'y' })).json.errors).toEqual(['Could not save SSO Extra.']);
    expect((await call(deleteExtra, 'DELETE', '/x', { id: oid, extraId })).json.errors).toEqual(['Could not delete SSO Extra.']);
    expect((await call(deleteExtra, 'DELETE', '/x', { id, extraId })).status).toBe(204);
    expect(await db.ssoExtra.count({ where: { promotion_id: p.id } })).toBe(0);
  });
});
