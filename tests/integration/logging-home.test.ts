// The home data (GET/POST /api/logging) and user scenes: first scene, tiles, completion → goal_hit and a new scene,
// eop after logging ends, the dt override, archiving a previous scene, and the tenancy wall.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createUser, signInCookie } from '../helpers/factories';
import { createLoggingPromotion, createParticipant, daysAgo, TODAY, updatePromotionDates } from '../helpers/logging-factories';
import { GET as getLogging, POST as postLogging } from '@/app/api/logging/route';
import { POST as createUserActivity } from '@/app/api/user_activities/route';
import { PUT as putUserScene } from '@/app/api/user_scenes/[id]/route';
import { db } from '@/server/db';
import { reconcilePoints } from '@/server/points/queries';
import { readUserFlags } from '@/lib/user-flags';
import { addDays } from '@/lib/promotion-dates';

type Ctx = { host: string; cookie: string };
const home = (c: Ctx, query = '') => callRoute(getLogging, { host: c.host, path: `/api/logging${query}`, cookie: c.cookie });
const log = (c: Ctx, body: Record<string, unknown>) => callRoute(postLogging, { method: 'POST', host: c.host, path: '/api/logging', cookie: c.cookie, body });
const archive = (c: Ctx, id: number, body: unknown = { is_archived: true }) =>
  callRoute(putUserScene, { method: 'PUT', host: c.host, path: `/api/user_scenes/${id}`, cookie: c.cookie, params: { id: String(id) }, body });

async function setup(o: Parameters<typeof createLoggingPromotion>[0] = {}) {
  const world = await createLoggingPromotion(o);
  const { user, cookie } = await createParticipant(world.promotion);
  return { ...world, user, ctx: { host: world.promotion.host, cookie } };
}

describe('GET /api/logging', () => {
  it('answers an array whose first element is the home data, giving the first scene on the first load', async () => {
    const { ctx, scenes, promotion } = await setup();
    const res = await home(ctx);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
    const data = res.json[0];
    expect(data).toMatchObject({
      date: TODAY(), is_today: true, week: 2, logging_status: 'open', actions_remaining: 3, activities_logged: 0,
      loggable_activity: null, logged_activities: [], previous_scenes: [], completed_scene_count: 0, total_points: 0,
      promotion: { id: promotion.id, current_date: TODAY(), current_week: 2, has_started: true, has_logging_ended: false, max_activities_day: 3 },
      entry: { id: null, recorded_on: TODAY(), is_today: true, available: true, locked: false, total_points: 0, entry_activities: [] },
    });
    expect(data.user_scene).toMatchObject({ current_state: 'loggable', is_archived: false, sequence: 1, tile_count: 5, logged_count: 0 });
    expect(data.user_scene.scene).toEqual({ id: scenes[0]!.id, name: 'Scene 1', scene_type: 'waves', layout_version: 2, tile_urls: scenes[0]!.tile_urls });
    // A second load does not create another scene.
    await home(ctx);
    expect(await db.userScene.count({ where: { promotion_id: promotion.id } })).toBe(1);
  });

  it('shows the added activity as the loggable act, and logging it into a tile consumes it', async () => {
    const { ctx, activities } = await setup();
    const added = await callRoute(createUserActivity, { method: 'POST', host: ctx.host, path: '/api/user_activities', cookie: ctx.cookie, body: { activity_id: activities.plain.id } });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ is_logged: false, recorded_on: null, activity_id: activities.plain.id });
    const before = (await home(ctx)).json[0];
    expect(before.loggable_activity).toMatchObject({ user_activity_id: added.json.id, activity: { id: activities.plain.id, name: 'Take a walk' } });

    const res = await log(ctx, { activity_id: activities.plain.id, tile_number: 0 });
    expect(res.status).toBe(200);
    const data = res.json[0];
    expect(data.logged).toEqual({ user_activity_id: added.json.id, scene_completed: false });
    expect(data.loggable_activity).toBeNull();
    expect(data.actions_remaining).toBe(2);
    expect(data.logged_activities).toEqual([
      expect.objectContaining({ tile_number: 0, activity: expect.objectContaining({ id: activities.plain.id, category_object: { key: 'increase_energy', display: 'Increase Energy' } }) }),
    ]);
    // 10 points for the activity and the promotion's 10 entry points once the day is recorded.
    expect(data.entry).toMatchObject({ is_recorded: true, total_points: 20, entry_points: 10 });
    expect(data.total_points).toBe(20);
  });

  it('refuses a taken tile, a missing tile, a tile outside the scene and the final tile before the others', async () => {
    const { ctx, activities } = await setup({ data: { max_activities_day: 10 } });
    await home(ctx);
    expect((await log(ctx, { activity_id: activities.plain.id, tile_number: 1 })).status).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [{ activity_id: activities.plain.id, tile_number: 1 }, 'That tile is already filled.'],
      [{ activity_id: activities.plain.id }, 'Choose a tile for this activity.'],
      [{ activity_id: activities.plain.id, tile_number: 5 }, 'That tile does not exist in this scene.'],
      [{ activity_id: activities.plain.id, tile_number: 4 }, 'The final tile can be filled once all the other tiles are.'],
    ];
    for (const [body, message] of cases) expect(await log(ctx, body)).toMatchObject({ status: 422, json: { errors: [message] } });
  });

  it('completes the scene on its last tile: goal_hit, a new current scene, the finished one in previous scenes', async () => {
    const { ctx, activities, scenes, user, promotion } = await setup();
    await home(ctx);
    // Three a day at most: fill two days earlier with dt, then today.
    for (const [tile, dt] of [[0, daysAgo(2)], [1, daysAgo(2)], [2, daysAgo(1)], [3, daysAgo(1)]] as const) {
      expect((await log(ctx, { activity_id: activities.plain.id, tile_number: tile, dt })).status).toBe(200);
    }
    const res = await log(ctx, { activity_id: activities.calm.id, tile_number: 4 });
    expect(res.status).toBe(200);
    const data = res.json[0];
    expect(data.logged.scene_completed).toBe(true);
    expect(data.goal_hit).toBe(true);
    expect(data.seen_goal_hit).toBe(false);
    expect(data.user_scene).toMatchObject({ current_state: 'loggable', sequence: 2, logged_count: 0, scene: { id: scenes[1]!.id } });
    expect(data.logged_activities).toEqual([]);
    expect(data.previous_scenes).toEqual([expect.objectContaining({ current_state: 'completed', sequence: 1, is_archived: false, logged_tiles: [0, 1, 2, 3, 4] })]);
    expect(data.completed_scene_count).toBe(1);
    const flags = readUserFlags((await db.user.findUniqueOrThrow({ where: { id: user.id } })).flags);
    expect(flags).toMatchObject({ goal_hit: true, seen_goal_hit: false });
    expect(await reconcilePoints(promotion.id)).toEqual([]);
  });

  it('starts over with the first scene of the collection after the last one', async () => {
    const { ctx, activities, scenes } = await setup({ scenes: 1, tiles: 2, data: { max_activities_day: 10 } });
    await home(ctx);
    await log(ctx, { activity_id: activities.plain.id, tile_number: 0 });
    const res = await log(ctx, { activity_id: activities.plain.id, tile_number: 1 });
    expect(res.json[0].user_scene).toMatchObject({ sequence: 2, scene: { id: scenes[0]!.id } });
  });

  it('turns the current scene into eop once logging has ended, and refuses logging', async () => {
    const { ctx, activities, promotion } = await setup();
    await home(ctx);
    await log(ctx, { activity_id: activities.plain.id, tile_number: 0 });
    await updatePromotionDates(promotion.id, { logging_ends_on: daysAgo(1) });
    const data = (await home(ctx)).json[0];
    expect(data.logging_status).toBe('logging_ended');
    expect(data.promotion.has_logging_ended).toBe(true);
    expect(data.user_scene).toMatchObject({ current_state: 'eop', sequence: 1, logged_tiles: [0] });
    expect(data.previous_scenes).toEqual([expect.objectContaining({ current_state: 'eop', sequence: 1 })]);
    expect(await log(ctx, { activity_id: activities.plain.id, tile_number: 1 })).toMatchObject({ status: 422, json: { errors: ['Logging has ended for this program.'] } });
  });
});

describe('the dt override', () => {
  it('shows an earlier program day and logs to it', async () => {
    const { ctx, activities } = await setup();
    const yesterday = daysAgo(1);
    const view = (await home(ctx, `?dt=${yesterday}`)).json[0];
    expect(view).toMatchObject({ date: yesterday, is_today: false, entry: { recorded_on: yesterday, is_today: false, available: true } });
    const res = await log(ctx, { activity_id: activities.plain.id, tile_number: 0, dt: yesterday });
    expect(res.json[0]).toMatchObject({ date: yesterday, activities_logged: 1, entry: { recorded_on: yesterday, total_points: 20 } });
    expect((await home(ctx)).json[0].activities_logged).toBe(0);
  });

  it('answers 422 for a day outside the program, in the future, or malformed', async () => {
    const { ctx, promotion } = await setup();
    const before = addDays(promotion.starts_on.toISOString().slice(0, 10), -1);
    for (const dt of [before, addDays(TODAY(), 1)]) {
      expect(await home(ctx, `?dt=${dt}`)).toMatchObject({ status: 422, json: { errors: ['dt must be a day of the program, no later than today.'] } });
    }
    expect((await home(ctx, '?dt=2026-02-30')).status).toBe(422);
    expect((await home(ctx, '?dt=yesterday')).status).toBe(422);
  });
});

describe('PUT /api/user_scenes/{id}', () => {
  it('archives a finished scene of the owner only; a current scene cannot be archived', async () => {
    const { ctx, activities, promotion, user } = await setup({ scenes: 2, tiles: 2, data: { max_activities_day: 10 } });
    await home(ctx);
    await log(ctx, { activity_id: activities.plain.id, tile_number: 0 });
    const done = (await log(ctx, { activity_id: activities.plain.id, tile_number: 1 })).json[0];
    const finished = done.previous_scenes[0];
    const current = done.user_scene;

    expect(await archive(ctx, current.id)).toMatchObject({ status: 422, json: { errors: ['Only a finished scene can be archived.'] } });
    // A neighbour in the same promotion and a participant of another promotion both get 404.
    const neighbour = await createParticipant(promotion);
    expect((await archive({ host: ctx.host, cookie: neighbour.cookie }, finished.id)).status).toBe(404);
    const other = await setup();
    expect((await archive(other.ctx, finished.id)).status).toBe(404);
    expect((await db.userScene.findUniqueOrThrow({ where: { id: finished.id } })).is_archived).toBe(false);

    const res = await archive(ctx, finished.id);
    expect(res).toMatchObject({ status: 200, json: { id: finished.id, is_archived: true, current_state: 'completed', logged_tiles: [0, 1] } });
    const page = (await home(ctx, '?page=1&page_size=1')).json[0];
    expect(page.previous_scenes[0]).toMatchObject({ id: finished.id, is_archived: true });
    expect(page.previous_scenes_meta).toEqual({ total_records: 1, page: 1, page_size: 1 });
    expect(user.id).toBeGreaterThan(0);
    expect((await archive(ctx, finished.id, { is_archived: 'yes' })).status).toBe(422);
  });
});

describe('who may use the daily loop', () => {
  it('refuses a master visiting a promotion and anyone signed out', async () => {
    const { ctx, promotion } = await setup();
    const master = await createUser({ promotionId: null, role: 'Master' });
    const cookie = await signInCookie(master, { promotionId: promotion.id });
    expect(await home({ host: ctx.host, cookie })).toMatchObject({ status: 403, json: { errors: ['Only participants of this program can do that.'] } });
    expect((await callRoute(getLogging, { host: ctx.host, path: '/api/logging' })).status).toBe(401);
  });

  it("never shows another promotion's scenes or logged activities", async () => {
    const a = await setup();
    const b = await setup();
    await home(a.ctx);
    await log(a.ctx, { activity_id: a.activities.plain.id, tile_number: 0 });
    const bData = (await home(b.ctx)).json[0];
    expect(bData.logged_activities).toEqual([]);
    expect(bData.total_points).toBe(0);
    // B's cookie on A's host is worthless there.
    expect((await home({ host: a.ctx.host, cookie: b.ctx.cookie })).status).toBe(401);
    // Logging A's activity from B's promotion is a 404.
    expect((await log(b.ctx, { activity_id: a.activities.plain.id, tile_number: 0 })).status).toBe(404);
  });
});
