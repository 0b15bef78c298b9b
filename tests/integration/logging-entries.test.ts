// Entries by week (GET /api/entries?wk=), saving feels (PUT /api/entries/{id}), the realtime events after logging
// changes, and the tenancy wall.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { listenToRealtime } from '../helpers/realtime-events';
import { createLoggingPromotion, createParticipant, daysAgo, TODAY } from '../helpers/logging-factories';
import { GET as listEntries } from '@/app/api/entries/route';
import { GET as showEntry, PUT as putEntry } from '@/app/api/entries/[id]/route';
import { POST as createUserActivity } from '@/app/api/user_activities/route';
import { addDays } from '@/lib/promotion-dates';

type Ctx = { host: string; cookie: string };
const week = (c: Ctx, query = '') => callRoute(listEntries, { host: c.host, path: `/api/entries${query}`, cookie: c.cookie });
const save = (c: Ctx, id: number, body: unknown) => callRoute(putEntry, { method: 'PUT', host: c.host, path: `/api/entries/${id}`, cookie: c.cookie, params: { id: String(id) }, body });
const logTo = (c: Ctx, activityId: number, day: string) =>
  callRoute(createUserActivity, { method: 'POST', host: c.host, path: '/api/user_activities', cookie: c.cookie, body: { activity_id: activityId, recorded_on: day } });

async function setup(o: Parameters<typeof createLoggingPromotion>[0] = {}) {
  const world = await createLoggingPromotion(o);
  const { user, cookie } = await createParticipant(world.promotion);
  return { ...world, user, ctx: { host: world.promotion.host, cookie } };
}

const { events, waitFor } = listenToRealtime();

describe('GET /api/entries?wk=', () => {
  it("answers the seven days of the week with what was logged, available up to today, today's flagged", async () => {
    const { ctx, activities, promotion } = await setup();
    await logTo(ctx, activities.plain.id, TODAY());
    await logTo(ctx, activities.quiz.id, TODAY());
    const res = await week(ctx);
    expect(res.status).toBe(200);
    expect(res.json.meta).toMatchObject({ total_records: 7, week: 2 });
    const start = promotion.starts_on.toISOString().slice(0, 10);
    expect(res.json.data.map((d: { recorded_on: string }) => d.recorded_on)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(start, 7 + i)));
    const today = res.json.data.find((d: { recorded_on: string }) => d.recorded_on === TODAY());
    expect(today).toMatchObject({ id: expect.any(Number), is_recorded: true, available: true, locked: false, is_today: true, total_points: 30 });
    expect(today.entry_activities).toEqual([
      expect.objectContaining({ feels_value: null, user_activity: expect.objectContaining({ is_active: true, activity: expect.objectContaining({ id: activities.plain.id, name: 'Take a walk', category_object: { key: 'increase_energy', display: 'Increase Energy' } }) }) }),
      expect.objectContaining({ user_activity: expect.objectContaining({ activity: expect.objectContaining({ category_object: { key: 'create_calm', display: 'Create Calm' } }) }) }),
    ]);
    const future = res.json.data.filter((d: { recorded_on: string }) => d.recorded_on > TODAY());
    for (const d of future) expect(d).toMatchObject({ id: null, available: false, is_today: false, entry_activities: [] });
    const first = await week(ctx, '?wk=1');
    expect(first.json.data.every((d: { available: boolean }) => d.available)).toBe(true);
    expect((await week(ctx, '?wk=9')).status).toBe(422);
    expect((await week(ctx, '?wk=0')).status).toBe(422);
  });

  it('treats the end date as today once the promotion has ended', async () => {
    const { ctx } = await setup({ startedDaysAgo: 60 });
    const res = await week(ctx, '?wk=8');
    const last = res.json.data[6];
    expect(last).toMatchObject({ recorded_on: daysAgo(5), is_today: true, available: true });
  });
});

describe('PUT /api/entries/{id}', () => {
  it('saves feels of its own entry activities, publishing entryUpdated to the user', async () => {
    const { ctx, activities, user } = await setup();
    await logTo(ctx, activities.plain.id, daysAgo(1));
    const entry = (await week(ctx)).json.data.find((d: { recorded_on: string }) => d.recorded_on === daysAgo(1));
    const eaId = entry.entry_activities[0].id;
    events.length = 0;
    const res = await save(ctx, entry.id, { entry_activities: [{ id: eaId, feels_value: -1 }] });
    expect(res).toMatchObject({ status: 200, json: { id: entry.id, entry_activities: [{ id: eaId, feels_value: -1 }] } });
    await waitFor(() => events.some((e) => e.event === 'entryUpdated'));
    expect(events).toContainEqual({ channel: `user_${user.id}`, event: 'entryUpdated', data: expect.objectContaining({ id: entry.id, recorded_on: daysAgo(1) }) });
    expect((await callRoute(showEntry, { host: ctx.host, path: `/api/entries/${entry.id}`, cookie: ctx.cookie, params: { id: String(entry.id) } })).json.entry_activities[0].feels_value).toBe(-1);
    expect((await save(ctx, entry.id, { entry_activities: [{ id: eaId, feels_value: 5 }] })).status).toBe(422);
    expect(await save(ctx, entry.id, { entry_activities: [{ id: 99999999, feels_value: 1 }] })).toMatchObject({ status: 422, json: { errors: ['An activity of this entry could not be found.'] } });
  });

  it('refuses when the program does not record feels', async () => {
    const { ctx, activities } = await setup({ data: { activity_feels: false } });
    await logTo(ctx, activities.plain.id, TODAY());
    const entry = (await week(ctx)).json.data.find((d: { recorded_on: string }) => d.recorded_on === TODAY());
    expect(await save(ctx, entry.id, { entry_activities: [{ id: entry.entry_activities[0].id, feels_value: 1 }] })).toMatchObject({ status: 422, json: { errors: ['This program does not record how activities felt.'] } });
  });
});

describe('realtime after logging', () => {
  it('publishes entryUpdated and userUpdated on the user channel after a log', async () => {
    const { ctx, activities, user } = await setup();
    events.length = 0;
    await logTo(ctx, activities.plain.id, TODAY());
    await waitFor(() => events.filter((e) => e.channel === `user_${user.id}`).length >= 2);
    const mine = events.filter((e) => e.channel === `user_${user.id}`);
    expect(mine).toContainEqual({ channel: `user_${user.id}`, event: 'entryUpdated', data: expect.objectContaining({ recorded_on: TODAY(), total_points: 20 }) });
    const userEvent = mine.find((e) => e.event === 'userUpdated');
    expect(userEvent?.data).toMatchObject({ id: user.id });
    expect(JSON.stringify(userEvent?.data)).not.toContain('password');
  });
});

describe('the tenancy wall on entries', () => {
  it("gives a neighbour and another promotion's participant 404 for an entry, and the owner 200", async () => {
    const a = await setup();
    await logTo(a.ctx, a.activities.plain.id, TODAY());
    const entry = (await week(a.ctx)).json.data.find((d: { recorded_on: string }) => d.recorded_on === TODAY());
    const b = await setup();
    const neighbour = await createParticipant(a.promotion);
    for (const ctx of [b.ctx, { host: a.ctx.host, cookie: neighbour.cookie }]) {
      expect((await callRoute(showEntry, { host: ctx.host, path: `/api/entries/${entry.id}`, cookie: ctx.cookie, params: { id: String(entry.id) } })).status).toBe(404);
      expect((await save(ctx, entry.id, { entry_activities: [{ id: entry.entry_activities[0].id, feels_value: 1 }] })).status).toBe(404);
      const theirs = (await week(ctx)).json.data;
      expect(theirs.every((d: { id: number | null }) => d.id !== entry.id)).toBe(true);
    }
    expect((await save(a.ctx, entry.id, { entry_activities: [{ id: entry.entry_activities[0].id, feels_value: 1 }] })).status).toBe(200);
  });
});
