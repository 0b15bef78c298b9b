// The activity and area-of-interest editors and activity collections (aaoi_collections): defaults, the quiz rules,
// sanitizing, owners, add/remove/create items, reorder (participants see the new order at once) and copy; the role
// table of the new routes.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import type { Role } from '@/lib/roles';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as listParticipantActivities, POST as createActivity } from '@/app/api/promotions/[id]/activities/route';
import { DELETE as deleteActivity, GET as showActivity, PUT as putActivity } from '@/app/api/activities/[id]/route';
import { GET as listAreas, POST as createArea } from '@/app/api/promotions/[id]/area_of_interests/route';
import { DELETE as deleteArea, PUT as putArea } from '@/app/api/area_of_interests/[id]/route';
import { GET as listCollections, POST as createCollection } from '@/app/api/aaoi_collections/route';
import { DELETE as deleteCollection, GET as showCollection, PUT as renameCollection } from '@/app/api/aaoi_collections/[id]/route';
import { PUT as addItem } from '@/app/api/aaoi_collections/[id]/add_item/[item_type]/[item_id]/route';
import { DELETE as removeItem } from '@/app/api/aaoi_collections/[id]/remove_item/[item_type]/[item_id]/route';
import { POST as createItem } from '@/app/api/aaoi_collections/[id]/create_item/[item_type]/route';
import { POST as reorder } from '@/app/api/aaoi_collections/[id]/reorder/route';
import { POST as copy } from '@/app/api/aaoi_collections/copy/[id]/route';

const DASHBOARD = 'dashboard.localhost:3000';
let master: string;
let masterId: number;

beforeAll(async () => {
  const user = await createUser({ promotionId: null, role: 'Master' });
  masterId = user.id;
  master = await signInCookie(user, { promotionId: null });
});

type Handler = Parameters<typeof callRoute>[0];
const call = (handler: Handler, method: string, params: Record<string, string>, body?: unknown, query = '') =>
  callRoute(handler, { method, host: DASHBOARD, path: `/api/x${query}`, cookie: master, params, body });

const quiz = { question: 'Which helps?', answers: ['Rushing', 'Breathing'], correct_answer: 1 };

async function participantOf(promotion: { id: number; host: string }) {
  const user = await createUser({ promotionId: promotion.id });
  return { user, cookie: await signInCookie(user, { promotionId: promotion.id }), host: promotion.host };
}

describe('activities', () => {
  it('creates with week 1 and sequence 1 by default, saves the quiz and areas, and participants read it at once', async () => {
    const p = await createPromotion();
    const id = String(p.id);
    const area = await call(createArea, 'POST', { id }, { name: 'Sleep', display: 'Sleep better' });
    expect(area.status).toBe(201);
    const created = await call(createActivity, 'POST', { id }, { category: 'create_calm', name: ' Breathe ', ...quiz, area_of_interest_ids: [area.json.id] });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ promotion_id: p.id, name: 'Breathe', week_available: 1, sequence: 1, question: 'Which helps?', answers: ['Rushing', 'Breathing'], correct_answer: 1, area_of_interest_ids: [area.json.id] });

    const aid = String(created.json.id);
    const saved = await call(putActivity, 'PUT', { id: aid }, { promotion_id: p.id, category: 'boost_happiness', name: 'Smile', week_available: 2, sequence: 3, content: '<p>Hi<script>alert(1)</script><img src="https://x.test/a.png" onerror="alert(2)"></p>' });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ category: 'boost_happiness', week_available: 2, sequence: 3, question: null, answers: [], correct_answer: null, area_of_interest_ids: [] });

    const { cookie, host } = await participantOf(p);
    const seen = await callRoute(showActivity, { host, path: `/api/activities/${aid}`, cookie, params: { id: aid } });
    expect(seen.status).toBe(200);
    expect(seen.json.name).toBe('Smile');
    expect(seen.json.content).toBe('<p>Hi<img src="https://x.test/a.png" /></p>');
    expect(seen.json.content).not.toMatch(/script|onerror/);
    expect(await db.auditEvent.count({ where: { record_type: 'Activity', record_id: aid } })).toBe(2);
  });

  it('refuses a broken quiz, another program\'s area or parent, and bad input, writing nothing', async () => {
    const p = await createPromotion();
    const other = await createPromotion();
    const id = String(p.id);
    const theirArea = await db.areaOfInterest.create({ data: { promotion_id: other.id, name: 'Theirs' } });
    const theirActivity = await db.activity.create({ data: { promotion_id: other.id, category: 'create_calm', name: 'Theirs' } });
    const cases: [unknown, string][] = [
      [{ category: 'create_calm', name: 'A', question: 'Q?', answers: ['only one'], correct_answer: 0 }, 'A quiz needs at least two answers.'],
      [{ category: 'create_calm', name: 'A', question: 'Q?', answers: ['a', 'b'], correct_answer: 2 }, 'Choose which answer is correct.'],
      [{ category: 'create_calm', name: 'A', answers: ['a', 'b'] }, 'Answers need a quiz question.'],
      [{ category: 'create_calm', name: 'A', area_of_interest_ids: [theirArea.id] }, 'Choose areas of interest of this program.'],
      [{ category: 'create_calm', name: 'A', parent_activity_id: theirActivity.id }, 'The parent activity must be another activity of this program.'],
      [{ category: 'nope', name: 'A' }, 'Choose a category.'],
      [{ category: 'create_calm', name: '  ' }, 'Name is required.'],
      [{ category: 'create_calm', name: 'A', image_url: 'javascript:alert(1)' }, 'Image must be an uploaded file or an https address.'],
    ];
    for (const [body, message] of cases) {
      const res = await call(createActivity, 'POST', { id }, body);
      expect(res.status, message).toBe(422);
      expect(res.json.errors[0]).toContain(message);
    }
    expect(await db.activity.count({ where: { promotion_id: p.id } })).toBe(0);
    expect((await call(putActivity, 'PUT', { id: '999999' }, { promotion_id: p.id, category: 'create_calm', name: 'A' })).json.errors).toEqual(['Activity could not be found']);
  });

  it('deletes an activity nobody logged and refuses one a participant logged', async () => {
    const p = await createPromotion();
    const { user } = await participantOf(p);
    const free = await db.activity.create({ data: { promotion_id: p.id, category: 'create_calm', name: 'Free' } });
    const used = await db.activity.create({ data: { promotion_id: p.id, category: 'create_calm', name: 'Used' } });
    await db.userActivity.create({ data: { promotion_id: p.id, user_id: user.id, activity_id: used.id } });
    expect((await call(deleteActivity, 'DELETE', { id: String(free.id) })).status).toBe(204);
    const refused = await call(deleteActivity, 'DELETE', { id: String(used.id) });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual(['This activity has been logged by participants and cannot be deleted.']);
    expect(await db.activity.findUnique({ where: { id: used.id } })).not.toBeNull();
  });
});

describe('areas of interest', () => {
  it('lists in order, renames and deletes', async () => {
    const p = await createPromotion();
    const id = String(p.id);
    await call(createArea, 'POST', { id }, { name: 'Second', sequence: 2 });
    const first = await call(createArea, 'POST', { id }, { name: 'First', sequence: 1 });
    expect((await call(listAreas, 'GET', { id })).json.data.map((a: { name: string }) => a.name)).toEqual(['First', 'Second']);
    const aid = String(first.json.id);
    expect((await call(putArea, 'PUT', { id: aid }, { name: 'Renamed', display: 'Shown' })).json).toMatchObject({ name: 'Renamed', display: 'Shown', promotion_id: p.id });
    expect((await call(putArea, 'PUT', { id: aid }, { name: '' })).json.errors).toEqual(['Name is required.']);
    expect((await call(deleteArea, 'DELETE', { id: aid })).status).toBe(204);
    expect((await call(deleteArea, 'DELETE', { id: aid })).json.errors).toEqual(['Area of Interest could not be found']);
  });
});

describe('activity collections', () => {
  it('adds, creates, reorders and removes items of its own promotion; participants see the order at once', async () => {
    const p = await createPromotion();
    const other = await createPromotion();
    const mk = (name: string, sequence: number) => db.activity.create({ data: { promotion_id: p.id, category: 'create_calm', name, week_available: 1, sequence } });
    const [a, b] = [await mk('Alpha', 1), await mk('Bravo', 2)];
    const theirs = await db.activity.create({ data: { promotion_id: other.id, category: 'create_calm', name: 'Theirs' } });

    const created = await call(createCollection, 'POST', {}, { name: 'Quick starts', promotion_id: p.id });
    expect(created.status).toBe(201);
    const cid = String(created.json.id);
    const add = (type: string, itemId: number, body?: unknown) => call(addItem, 'PUT', { id: cid, item_type: type, item_id: String(itemId) }, body);
    expect((await add('Activity', a.id)).status).toBe(200);
    expect((await add('Activity', b.id, { week_available: 1 })).json.activities.map((i: { name: string }) => i.name)).toEqual(['Alpha', 'Bravo']);
    const dup = await add('Activity', a.id);
    expect(dup.status).toBe(409);
    expect(dup.json.errors).toEqual(['That item is already in this collection.']);
    const foreign = await add('Activity', theirs.id);
    expect(foreign.status).toBe(422);
    expect((await add('Widget', a.id)).status).toBe(422);

    const bad = await call(createItem, 'POST', { id: cid, item_type: 'Activity' }, { item_content: { category: 'create_calm', name: 'Q', question: 'Q?', answers: ['x'] } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors[0]).toContain('A quiz needs at least two answers.');
    const made = await call(createItem, 'POST', { id: cid, item_type: 'Activity' }, { item_content: { category: 'create_calm', name: 'Charlie' } });
    expect(made.status).toBe(201);
    expect(made.json.activities.map((i: { name: string; promotion_id: number }) => [i.name, i.promotion_id])).toEqual([['Alpha', p.id], ['Bravo', p.id], ['Charlie', p.id]]);
    const area = await call(createItem, 'POST', { id: cid, item_type: 'AreaOfInterest' }, { item_content: { name: 'Focus' } });
    expect(area.json.areas_of_interest.map((i: { name: string }) => i.name)).toEqual(['Focus']);

    const items = made.json.activities as { id: number; name: string; item_id: number }[];
    const byName = (n: string) => items.find((i) => i.name === n)!;
    const incomplete = await call(reorder, 'POST', { id: cid }, { sequence: [byName('Charlie').id] });
    expect(incomplete.status).toBe(422);
    expect(incomplete.json.errors).toEqual(['The order must list every activity of the collection once.']);
    const order = ['Charlie', 'Alpha', 'Bravo'].map((n) => byName(n).id);
    const moved = await call(reorder, 'POST', { id: cid }, { sequence: order });
    expect(moved.json.activities.map((i: { name: string }) => i.name)).toEqual(['Charlie', 'Alpha', 'Bravo']);

    const { cookie, host } = await participantOf(p);
    const list = await callRoute(listParticipantActivities, { host, path: `/api/promotions/${p.id}/activities?page_size=0`, cookie, params: { id: String(p.id) } });
    expect(list.json.data.map((x: { name: string }) => x.name)).toEqual(['Charlie', 'Alpha', 'Bravo']);

    // Without override only the link goes; with override the activity itself is deleted too.
    const unlinked = await call(removeItem, 'DELETE', { id: cid, item_type: 'Activity', item_id: String(a.id) });
    expect(unlinked.json.activities.map((i: { name: string }) => i.name)).toEqual(['Charlie', 'Bravo']);
    expect(await db.activity.findUnique({ where: { id: a.id } })).not.toBeNull();
    await call(removeItem, 'DELETE', { id: cid, item_type: 'Activity', item_id: String(byName('Charlie').item_id) }, undefined, '?override=true');
    expect(await db.activity.findUnique({ where: { id: byName('Charlie').item_id } })).toBeNull();
    const missing = await call(removeItem, 'DELETE', { id: cid, item_type: 'Activity', item_id: String(a.id) });
    expect(missing.status).toBe(404);
    expect(missing.json.errors).toEqual(['Collection item could not be found']);
  });

  it('copies a library collection into a promotion as its own activities, and lists, renames and deletes', async () => {
    const p = await createPromotion();
    const libArea = await db.areaOfInterest.create({ data: { promotion_id: null, name: 'Lib area' } });
    const libActivity = await db.activity.create({
      data: { promotion_id: null, category: 'sharpen_focus', name: 'Lib activity', question: 'Q?', answers: ['a', 'b'], correct_answer: 0, areas_of_interest: { create: { area_of_interest_id: libArea.id } } },
    });
    const lib = await call(createCollection, 'POST', {}, { name: 'Library set' });
    const lid = String(lib.json.id);
    await call(addItem, 'PUT', { id: lid, item_type: 'AreaOfInterest', item_id: String(libArea.id) });
    await call(addItem, 'PUT', { id: lid, item_type: 'Activity', item_id: String(libActivity.id) }, { week_available: 3 });

    const copied = await call(copy, 'POST', { id: lid }, { promotion_id: p.id });
    expect(copied.status).toBe(201);
    expect(copied.json).toMatchObject({ name: 'Library set (copy)', promotion_id: p.id, activity_count: 1, area_count: 1 });
    const activity = await db.activity.findFirstOrThrow({ where: { promotion_id: p.id }, include: { areas_of_interest: true } });
    const area = await db.areaOfInterest.findFirstOrThrow({ where: { promotion_id: p.id } });
    expect(activity).toMatchObject({ name: 'Lib activity', week_available: 3, question: 'Q?', answers: ['a', 'b'], correct_answer: 0 });
    expect(activity.areas_of_interest.map((x) => x.area_of_interest_id)).toEqual([area.id]);

    const libraryList = await call(listCollections, 'GET', {}, undefined);
    expect(libraryList.json.data.map((c: { id: number }) => c.id)).toContain(lib.json.id);
    expect(libraryList.json.data.every((c: { promotion_id: number | null }) => c.promotion_id === null)).toBe(true);
    const mine = await callRoute(listCollections, { host: DASHBOARD, path: `/api/aaoi_collections?promotion_id=${p.id}`, cookie: master });
    expect(mine.json.data.map((c: { name: string }) => c.name)).toEqual(['Library set (copy)']);
    expect((await call(renameCollection, 'PUT', { id: lid }, { name: 'Renamed' })).json.name).toBe('Renamed');
    expect((await call(deleteCollection, 'DELETE', { id: lid })).status).toBe(204);
    const gone = await call(showCollection, 'GET', { id: lid });
    expect(gone.status).toBe(404);
    expect(gone.json.errors).toEqual(['Activity Collection could not be found']);
    expect(await db.activity.findUnique({ where: { id: libActivity.id } })).not.toBeNull();
  });
});

describe('role table', () => {
  const ROLES: Role[] = ['User', 'Coordinator', 'Location Coordinator', 'Regional Coordinator', 'Super Coordinator', 'Reseller', 'Master', 'Poster'];

  it('lets only masters on the dashboard use the editors; a promotion host is a 404', async () => {
    const p = await createPromotion();
    const activity = await db.activity.create({ data: { promotion_id: p.id, category: 'create_calm', name: 'Guarded' } });
    for (const role of ROLES) {
      const user = await createUser({ promotionId: role === 'Master' || role === 'Reseller' || role === 'Super Coordinator' || role === 'Poster' ? null : p.id, role });
      const cookie = await signInCookie(user, { promotionId: null });
      const res = await callRoute(putActivity, { method: 'PUT', host: DASHBOARD, path: '/x', cookie, params: { id: String(activity.id) }, body: { promotion_id: p.id, category: 'create_calm', name: `By ${role}` } });
      const list = await callRoute(listCollections, { host: DASHBOARD, path: '/api/aaoi_collections', cookie });
      expect([role, res.status, list.status]).toEqual(role === 'Master' ? [role, 200, 200] : [role, 403, 403]);
    }
    const onSiteCookie = await signInCookie({ id: masterId }, { promotionId: p.id });
    const onSite = await callRoute(createActivity, { method: 'POST', host: p.host, path: '/x', cookie: onSiteCookie, params: { id: String(p.id) }, body: { category: 'create_calm', name: 'X' } });
    expect(onSite.status).toBe(404);
    expect(await db.activity.findUniqueOrThrow({ where: { id: activity.id } })).toMatchObject({ name: 'By Master' });
  });
});
