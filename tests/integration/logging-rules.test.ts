// The server-side logging rules (participant-core.md §4-5): the day's entry, future and pre-start days, locked
// entries, logging activities, week availability, and the daily maximum — also under simultaneous requests.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createLoggingPromotion, createParticipant, daysAgo, TODAY, updatePromotionDates } from '../helpers/logging-factories';
import { GET as getLogging, POST as postLogging } from '@/app/api/logging/route';
import { POST as createUserActivity } from '@/app/api/user_activities/route';
import { PUT as putUserActivity } from '@/app/api/user_activities/[id]/route';
import { db } from '@/server/db';
import { reconcilePoints } from '@/server/points/queries';
import { addDays, parseIsoDate } from '@/lib/promotion-dates';

type Ctx = { host: string; cookie: string };
const home = (c: Ctx) => callRoute(getLogging, { host: c.host, path: '/api/logging', cookie: c.cookie });
const log = (c: Ctx, body: Record<string, unknown>) => callRoute(postLogging, { method: 'POST', host: c.host, path: '/api/logging', cookie: c.cookie, body });
const logToDay = (c: Ctx, body: Record<string, unknown>) =>
  callRoute(createUserActivity, { method: 'POST', host: c.host, path: '/api/user_activities', cookie: c.cookie, body });

async function setup(o: Parameters<typeof createLoggingPromotion>[0] = {}) {
  const world = await createLoggingPromotion(o);
  const { user, cookie } = await createParticipant(world.promotion);
  return { ...world, user, ctx: { host: world.promotion.host, cookie } };
}

const MAX = 'Max activities logged. Select another day';

describe('the day of a log', () => {
  it("creates the day's entry on the first log, with its program week", async () => {
    const { ctx, activities, user } = await setup();
    const day = daysAgo(8); // startedDaysAgo 10: day 3 of week 1
    expect(await db.entry.count({ where: { user_id: user.id } })).toBe(0);
    expect((await logToDay(ctx, { activity_id: activities.plain.id, recorded_on: day })).status).toBe(201);
    const entry = await db.entry.findFirstOrThrow({ where: { user_id: user.id } });
    expect(entry).toMatchObject({ recorded_on: parseIsoDate(day), week: 1, is_recorded: true, total_points: 20 });
  });

  it('refuses future days and days before the start', async () => {
    const { ctx, activities } = await setup();
    expect(await log(ctx, { activity_id: activities.plain.id, tile_number: 0, dt: addDays(TODAY(), 1) })).toMatchObject({ status: 422, json: { errors: ['You cannot log activities for a future day.'] } });
    expect(await logToDay(ctx, { activity_id: activities.plain.id, recorded_on: daysAgo(11) })).toMatchObject({ status: 422, json: { errors: ['That day is not part of the program.'] } });
  });

  it('refuses logging before the program starts', async () => {
    const { ctx, activities } = await setup({ startedDaysAgo: -3 });
    const data = (await home(ctx)).json[0];
    expect(data).toMatchObject({ logging_status: 'not_started', user_scene: null, loggable_activity: null });
    expect(await log(ctx, { activity_id: activities.plain.id, tile_number: 0 })).toMatchObject({ status: 422, json: { errors: ['Logging begins when the program starts.'] } });
  });

  it('refuses a locked entry', async () => {
    const { ctx, activities, user, promotion } = await setup();
    await db.entry.create({ data: { promotion_id: promotion.id, user_id: user.id, recorded_on: parseIsoDate(TODAY()), week: 2, locked: true } });
    expect((await home(ctx)).json[0]).toMatchObject({ logging_status: 'locked', entry: { locked: true } });
    expect(await log(ctx, { activity_id: activities.plain.id, tile_number: 0 })).toMatchObject({ status: 422, json: { errors: ['This day is locked and can no longer be changed.'] } });
  });
});

describe('the activity of a log', () => {
  it('must be a logging activity of this promotion, unlocked in the week of the day', async () => {
    const { ctx, activities, promotion } = await setup();
    expect(await log(ctx, { activity_id: activities.nonLogging.id, tile_number: 0 })).toMatchObject({ status: 422, json: { errors: ['This activity cannot be logged.'] } });
    expect(await log(ctx, { activity_id: activities.future.id, tile_number: 0 })).toMatchObject({ status: 422, json: { errors: ['This activity is not available yet.'] } });
    // A week-2 activity cannot be logged to a week-1 day.
    const weekTwo = await db.activity.create({ data: { promotion_id: promotion.id, name: 'Week two', category: 'create_calm', week_available: 2 } });
    expect((await logToDay(ctx, { activity_id: weekTwo.id, recorded_on: daysAgo(9) })).status).toBe(422);
    expect((await logToDay(ctx, { activity_id: weekTwo.id, recorded_on: TODAY() })).status).toBe(201);
    expect((await log(ctx, { activity_id: 99999999, tile_number: 0 })).status).toBe(404);
  });

  it('logs without a tile when the promotion has no scene collection', async () => {
    const { ctx, activities, promotion } = await setup({ noCollection: true });
    const res = await log(ctx, { activity_id: activities.plain.id });
    expect(res.status).toBe(200);
    expect(res.json[0]).toMatchObject({ user_scene: null, activities_logged: 1, logged_activities: [] });
    expect(await reconcilePoints(promotion.id)).toEqual([]);
  });
});

describe('the daily maximum (max_activities_day)', () => {
  it("refuses the log past the maximum with the spec's message; deactivated activities still count", async () => {
    const { ctx, activities } = await setup();
    let last;
    for (const tile of [0, 1, 2]) last = await log(ctx, { activity_id: activities.plain.id, tile_number: tile });
    expect(last!.json[0]).toMatchObject({ logging_status: 'maxed', actions_remaining: 0 });
    expect(await log(ctx, { activity_id: activities.plain.id, tile_number: 3 })).toMatchObject({ status: 422, json: { errors: [MAX] } });
    // A picked activity is not loggable on a maxed day.
    await logToDay(ctx, { activity_id: activities.calm.id });
    expect((await home(ctx)).json[0].loggable_activity).toBeNull();
    const id = last!.json[0].logged.user_activity_id;
    await callRoute(putUserActivity, { method: 'PUT', host: ctx.host, path: `/api/user_activities/${id}`, cookie: ctx.cookie, params: { id: String(id) }, body: { is_active: false } });
    expect(await log(ctx, { activity_id: activities.plain.id, tile_number: 3 })).toMatchObject({ status: 422, json: { errors: [MAX] } });
    // Another day is still open.
    expect((await log(ctx, { activity_id: activities.plain.id, tile_number: 3, dt: daysAgo(1) })).status).toBe(200);
  });

  for (const withScenes of [false, true]) {
    it(`never exceeds the maximum under simultaneous requests at max-1 (${withScenes ? 'with' : 'without'} a scene)`, async () => {
      const { ctx, activities, user, promotion } = await setup({ noCollection: !withScenes, tiles: 10 });
      await home(ctx);
      for (let i = 0; i < 2; i++) expect((await logToDay(ctx, { activity_id: activities.plain.id, recorded_on: TODAY() })).status).toBe(201);
      const results = await Promise.all(
        Array.from({ length: 6 }, () => logToDay(ctx, { activity_id: activities.calm.id, recorded_on: TODAY() })),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 422, 422, 422, 422, 422]);
      for (const r of results.filter((x) => x.status === 422)) expect(r.json.errors).toEqual([MAX]);
      expect(await db.userActivity.count({ where: { user_id: user.id, recorded_on: parseIsoDate(TODAY()) } })).toBe(3);
      expect(await db.entryActivity.count({ where: { promotion_id: promotion.id } })).toBe(3);
      expect(await reconcilePoints(promotion.id)).toEqual([]);
    });
  }

  it('lets simultaneous logs to different days through, each within its own maximum', async () => {
    const { ctx, activities, user, promotion } = await setup({ tiles: 10 });
    await home(ctx);
    const days = [TODAY(), daysAgo(1), daysAgo(2)];
    const results = await Promise.all(days.flatMap((day) => Array.from({ length: 4 }, () => logToDay(ctx, { activity_id: activities.plain.id, recorded_on: day }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(9);
    for (const day of days) expect(await db.userActivity.count({ where: { user_id: user.id, recorded_on: parseIsoDate(day) } })).toBe(3);
    // Nine distinct tiles of the ten-tile scene, the final one still free.
    const tiles = (await db.userActivity.findMany({ where: { user_id: user.id }, select: { tile_number: true } })).map((t) => t.tile_number).sort();
    expect(new Set(tiles).size).toBe(9);
    expect(tiles).not.toContain(9);
    expect(await reconcilePoints(promotion.id)).toEqual([]);
  });
});

describe('logging after the end', () => {
  it('refuses logging to any day once logging has ended', async () => {
    const { ctx, activities, promotion } = await setup();
    await updatePromotionDates(promotion.id, { logging_ends_on: daysAgo(1) });
    expect(await logToDay(ctx, { activity_id: activities.plain.id, recorded_on: daysAgo(2) })).toMatchObject({ status: 422, json: { errors: ['Logging has ended for this program.'] } });
  });
});
