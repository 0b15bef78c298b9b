// /api/user_activities: index filters, show, create (add or log to a day), deactivate/activate (points move),
// feels, unlog (points removed, tile freed), and the tenancy wall on every route.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createLoggingPromotion, createParticipant, daysAgo, TODAY } from '../helpers/logging-factories';
import { GET as getLogging, POST as postLogging } from '@/app/api/logging/route';
import { GET as listUserActivities, POST as createUserActivity } from '@/app/api/user_activities/route';
import { GET as showUserActivity, PUT as putUserActivity, DELETE as deleteUserActivity } from '@/app/api/user_activities/[id]/route';
import { PUT as putBookmark } from '@/app/api/activities/[id]/bookmark/route';
import { db } from '@/server/db';
import { reconcilePoints } from '@/server/points/queries';

type Ctx = { host: string; cookie: string };
const list = (c: Ctx, query = '') => callRoute(listUserActivities, { host: c.host, path: `/api/user_activities${query}`, cookie: c.cookie });
const create = (c: Ctx, body: Record<string, unknown>) => callRoute(createUserActivity, { method: 'POST', host: c.host, path: '/api/user_activities', cookie: c.cookie, body });
const one = (c: Ctx, id: number, method = 'GET', body?: unknown) => {
  const handler = method === 'GET' ? showUserActivity : method === 'PUT' ? putUserActivity : deleteUserActivity;
  return callRoute(handler, { method, host: c.host, path: `/api/user_activities/${id}`, cookie: c.cookie, params: { id: String(id) }, body });
};
const points = async (userId: number) => (await db.userPoints.findUnique({ where: { user_id: userId } }))?.total_points ?? 0;

async function setup(o: Parameters<typeof createLoggingPromotion>[0] = {}) {
  const world = await createLoggingPromotion(o);
  const { user, cookie } = await createParticipant(world.promotion);
  return { ...world, user, ctx: { host: world.promotion.host, cookie } };
}

describe('GET /api/user_activities', () => {
  it('lists the caller’s activities with filters, week and paging', async () => {
    const { ctx, activities, promotion } = await setup();
    const a = (await create(ctx, { activity_id: activities.plain.id, recorded_on: daysAgo(8) })).json; // week 1
    const b = (await create(ctx, { activity_id: activities.calm.id, recorded_on: TODAY() })).json; // week 2
    const c = (await create(ctx, { activity_id: activities.quiz.id, recorded_on: TODAY() })).json;
    const pending = (await create(ctx, { activity_id: activities.plain.id })).json;
    await one(ctx, c.id, 'PUT', { is_active: false });
    await callRoute(putBookmark, { method: 'PUT', host: ctx.host, path: `/api/activities/${activities.calm.id}/bookmark`, cookie: ctx.cookie, params: { id: String(activities.calm.id) }, body: {} });
    // Another participant's activities never appear.
    const other = await createParticipant(promotion);
    await create({ host: ctx.host, cookie: other.cookie }, { activity_id: activities.plain.id, recorded_on: TODAY() });

    const ids = async (query: string) => (await list(ctx, query)).json.data.map((x: { id: number }) => x.id);
    const all = await list(ctx);
    expect(all.status).toBe(200);
    expect(all.json.meta.total_records).toBe(4);
    expect(all.json.data[0]).toMatchObject({ id: pending.id, is_logged: false, recorded_on: null });
    expect(await ids('?filter=logged')).toEqual([c.id, b.id, a.id]);
    expect(await ids('?filter=pending')).toEqual([pending.id]);
    expect(await ids('?filter=inactive')).toEqual([c.id]);
    expect(await ids('?filter=bookmarked')).toEqual([b.id]);
    expect(await ids('?filter=create_calm')).toEqual([c.id]);
    expect(await ids('?filter=boost_happiness')).toEqual([b.id]);
    expect(await ids('?wk=1')).toEqual([a.id]);
    expect(await ids('?wk=2&active_only=true')).toEqual([b.id]);
    const paged = await list(ctx, '?filter=logged&page=2&page_size=2');
    expect(paged.json.data.map((x: { id: number }) => x.id)).toEqual([a.id]);
    expect(paged.json.meta).toMatchObject({ total_records: 3, links: { next: null, prev: expect.stringContaining('page=1') } });
    expect((await list(ctx, '?filter=nonsense')).status).toBe(422);
  });
});

describe('POST /api/user_activities', () => {
  it('logs to a chosen day with the first free tile (api_version 2) and returns the user activity', async () => {
    const { ctx, activities, promotion } = await setup();
    await callRoute(getLogging, { host: ctx.host, path: '/api/logging', cookie: ctx.cookie });
    const res = await create(ctx, { activity_id: activities.quiz.id, recorded_on: daysAgo(1), answer_idx: 1 });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      activity_id: activities.quiz.id, recorded_on: daysAgo(1), is_active: true, is_logged: true, tile_number: 0, points: 10, answer_idx: 1,
      category_object: { key: 'create_calm', display: 'Create Calm' }, entry_activity: { feels_value: null },
    });
    expect(res.json.date_answered).toEqual(expect.any(String));
    expect((await create(ctx, { activity_id: activities.plain.id, recorded_on: daysAgo(1) })).json.tile_number).toBe(1);
    expect(await reconcilePoints(promotion.id)).toEqual([]);
  });

  it('allows only today in an api_version 1 program', async () => {
    const { ctx, activities } = await setup({ data: { api_version: 1 } });
    expect((await create(ctx, { activity_id: activities.plain.id, recorded_on: daysAgo(1) })).status).toBe(422);
    expect((await create(ctx, { activity_id: activities.plain.id, recorded_on: TODAY() })).status).toBe(201);
  });

  it('keeps one picked activity at a time', async () => {
    const { ctx, activities, user } = await setup();
    await create(ctx, { activity_id: activities.plain.id });
    const second = await create(ctx, { activity_id: activities.calm.id });
    const pending = await db.userActivity.findMany({ where: { user_id: user.id, recorded_on: null } });
    expect(pending.map((p) => p.id)).toEqual([second.json.id]);
    expect((await create(ctx, { activity_id: activities.future.id })).status).toBe(422);
  });
});

describe('PUT and DELETE /api/user_activities/{id}', () => {
  it('deactivates and activates: the points leave and come back, the day stops and starts being recorded', async () => {
    const { ctx, activities, user, promotion } = await setup();
    const ua = (await create(ctx, { activity_id: activities.plain.id, recorded_on: TODAY() })).json;
    expect(await points(user.id)).toBe(20);
    const off = await one(ctx, ua.id, 'PUT', { is_active: false });
    expect(off).toMatchObject({ status: 200, json: { is_active: false } });
    expect(await points(user.id)).toBe(0);
    expect(await db.entry.findFirstOrThrow({ where: { user_id: user.id } })).toMatchObject({ is_recorded: false, total_points: 0, entry_points: 0 });
    // The same state again changes nothing.
    await one(ctx, ua.id, 'PUT', { is_active: false });
    expect(await points(user.id)).toBe(0);
    await one(ctx, ua.id, 'PUT', { is_active: true });
    expect(await points(user.id)).toBe(20);
    expect(await reconcilePoints(promotion.id)).toEqual([]);
  });

  it('saves how it felt and refuses values outside -1, 0, 1', async () => {
    const { ctx, activities } = await setup();
    const ua = (await create(ctx, { activity_id: activities.plain.id, recorded_on: TODAY() })).json;
    expect((await one(ctx, ua.id, 'PUT', { feels_value: 1 })).json.entry_activity.feels_value).toBe(1);
    expect((await one(ctx, ua.id, 'PUT', { feels_value: null })).json.entry_activity.feels_value).toBeNull();
    expect((await one(ctx, ua.id, 'PUT', { feels_value: 2 })).status).toBe(422);
    expect((await one(ctx, ua.id, 'PUT', {})).status).toBe(422);
  });

  it('unlogs: points removed, tile freed, the scene loggable again there', async () => {
    const { ctx, activities, user, promotion } = await setup();
    const logged = await callRoute(postLogging, { method: 'POST', host: ctx.host, path: '/api/logging', cookie: ctx.cookie, body: { activity_id: activities.plain.id, tile_number: 2 } });
    const id = logged.json[0].logged.user_activity_id;
    expect((await one(ctx, id, 'DELETE')).status).toBe(204);
    expect((await one(ctx, id)).status).toBe(404);
    expect(await points(user.id)).toBe(0);
    expect(await db.entryActivity.count({ where: { promotion_id: promotion.id } })).toBe(0);
    const again = await callRoute(postLogging, { method: 'POST', host: ctx.host, path: '/api/logging', cookie: ctx.cookie, body: { activity_id: activities.calm.id, tile_number: 2 } });
    expect(again.status).toBe(200);
    expect(await reconcilePoints(promotion.id)).toEqual([]);
  });

  it('keeps an activity that completed a scene', async () => {
    const { ctx, activities } = await setup({ tiles: 2 });
    const first = (await create(ctx, { activity_id: activities.plain.id, recorded_on: TODAY() })).json;
    await create(ctx, { activity_id: activities.plain.id, recorded_on: TODAY() });
    expect(await one(ctx, first.id, 'DELETE')).toMatchObject({ status: 422, json: { errors: ['This activity completed a scene and can no longer be removed.'] } });
  });
});

describe('the tenancy wall on /api/user_activities/{id}', () => {
  it("gives a neighbour and another promotion's participant 404 on every verb, and the owner 200", async () => {
    const a = await setup();
    const ua = (await create(a.ctx, { activity_id: a.activities.plain.id, recorded_on: TODAY() })).json;
    const b = await setup();
    const neighbour = await createParticipant(a.promotion);
    for (const ctx of [b.ctx, { host: a.ctx.host, cookie: neighbour.cookie }]) {
      expect((await one(ctx, ua.id)).status).toBe(404);
      expect((await one(ctx, ua.id, 'PUT', { is_active: false })).status).toBe(404);
      expect((await one(ctx, ua.id, 'PUT', { feels_value: 1 })).status).toBe(404);
      expect((await one(ctx, ua.id, 'DELETE')).status).toBe(404);
      expect((await list(ctx)).json.data.map((x: { id: number }) => x.id)).not.toContain(ua.id);
    }
    // B cannot log or pick A's activities.
    expect((await create(b.ctx, { activity_id: a.activities.plain.id })).status).toBe(404);
    expect((await create(b.ctx, { activity_id: a.activities.plain.id, recorded_on: TODAY() })).status).toBe(404);
    const own = await one(a.ctx, ua.id);
    expect(own).toMatchObject({ status: 200, json: { id: ua.id, is_active: true } });
  });
});
