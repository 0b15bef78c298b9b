// Domain events against the real database (docs/decisions/008-side-effects-after-commit.md): what a transaction
// records fans out only after it commits, once; a rollback fans out nothing; a failing handler does not fail the
// write (unless it is the effect the response promises); one log that completes a scene tells the user once.
import { afterEach, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { listenToRealtime } from '../helpers/realtime-events';
import { createBadge } from '../helpers/journey-factories';
import { createLoggingPromotion, createParticipant } from '../helpers/logging-factories';
import { GET as getLogging, POST as postLogging } from '@/app/api/logging/route';
import { PUT as putUser } from '@/app/api/users/[id]/route';
import { db } from '@/server/db';
import { DomainEvents, withDomainEvents } from '@/server/events';
import { AFTER_COMMIT } from '@/server/composition/after-commit';
import type { Handler } from '@/server/events/handler';
import { userSelect } from '@/server/users/queries';
import { userChannel } from '@/lib/realtime-channels';

const { events: published, waitFor } = listenToRealtime();
const settle = () => new Promise((r) => setTimeout(r, 300));
const userUpdates = (userId: number) => published.filter((e) => e.channel === userChannel(userId) && e.event === 'userUpdated');

/** Registers an extra handler for one test (the registry is the production one). */
const added: { list: Handler<never>[]; handler: Handler<never> }[] = [];
function addHandler<T extends keyof typeof AFTER_COMMIT>(type: T, handler: Handler<never>, first = true) {
  const list = AFTER_COMMIT[type] as unknown as Handler<never>[];
  if (first) list.unshift(handler);
  else list.push(handler);
  added.push({ list, handler });
}
afterEach(() => {
  for (const { list, handler } of added.splice(0)) list.splice(list.indexOf(handler), 1);
});

async function participant(o: Parameters<typeof createLoggingPromotion>[0] = {}) {
  const world = await createLoggingPromotion({ ...o, data: { max_activities_day: 10, ...o.data } });
  const { user, cookie } = await createParticipant(world.promotion);
  return { ...world, user, ctx: { host: world.promotion.host, cookie } };
}

describe('withDomainEvents', () => {
  it('dispatches nothing when the transaction rolls back, and the write is gone', async () => {
    const { user } = await participant();
    published.length = 0;
    await expect(
      withDomainEvents(async (tx, events) => {
        const row = await tx.user.update({ where: { id: user.id }, data: { opted_in_individual_leaderboard: true }, select: userSelect });
        events.record('user.updated', { user: row });
        throw new Error('refused after recording');
      }),
    ).rejects.toThrow('refused after recording');
    await settle();
    expect(userUpdates(user.id)).toEqual([]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).opted_in_individual_leaderboard).toBe(false);
  });

  it('dispatches a committed transaction once, after the commit', async () => {
    const { user } = await participant();
    let committedWhenRun: boolean | undefined;
    addHandler('user.updated', {
      name: 'test.sees-commit',
      // Another connection sees the write: the handler runs after the commit, not inside the transaction.
      run: async () => void (committedWhenRun = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).opted_in_individual_leaderboard),
    });
    published.length = 0;
    const events = new DomainEvents();
    const row = await events.transaction(async (tx, recorder) => {
      const updated = await tx.user.update({ where: { id: user.id }, data: { opted_in_individual_leaderboard: true }, select: userSelect });
      recorder.record('user.updated', { user: updated });
      return updated;
    });
    expect(row.id).toBe(user.id);
    await events.dispatch();
    await events.dispatch();
    await waitFor(() => userUpdates(user.id).length > 0);
    await settle();
    expect(committedWhenRun).toBe(true);
    expect(userUpdates(user.id)).toHaveLength(1);
    expect(userUpdates(user.id)[0]!.data).toMatchObject({ id: user.id, opted_in_individual_leaderboard: true });
  });

  it('keeps only the transactions that committed when one DomainEvents spans several', async () => {
    const { user } = await participant();
    const events = new DomainEvents();
    await events.transaction(async (tx, recorder) => {
      recorder.record('user.updated', { user: await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: userSelect }) });
    });
    await expect(
      events.transaction(async (_tx, recorder) => {
        recorder.record('user.registered', { userId: user.id, promotionId: user.promotion_id! });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(events.recorded.map((e) => e.type)).toEqual(['user.updated']);
  });
});

describe('handler failures', () => {
  it("log and let the request succeed; the event's other handlers still run", async () => {
    const { user, ctx } = await participant();
    const failing = { name: 'test.fails', run: async () => { throw new Error('handler down'); } };
    addHandler('user.updated', failing);
    published.length = 0;
    const res = await callRoute(putUser, {
      method: 'PUT', host: ctx.host, path: `/api/users/${user.id}`, cookie: ctx.cookie, params: { id: String(user.id) },
      body: { opted_in_individual_leaderboard: true },
    });
    expect(res.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).opted_in_individual_leaderboard).toBe(true);
    await waitFor(() => userUpdates(user.id).length > 0);
    expect(userUpdates(user.id)).toHaveLength(1);
  });

  it("fail the request only for an effect the response promises ('fail-request'), after the commit and the other handlers", async () => {
    const { user } = await participant();
    let otherRan = false;
    addHandler('user.updated', { name: 'test.promised', onFailure: 'fail-request', run: async () => { throw new Error('mail not queued'); } });
    addHandler('user.updated', { name: 'test.other', run: async () => void (otherRan = true) }, false);
    await expect(
      withDomainEvents(async (tx, events) => {
        events.record('user.updated', { user: await tx.user.update({ where: { id: user.id }, data: { opted_in_friends_leaderboard: true }, select: userSelect }) });
      }),
    ).rejects.toThrow('mail not queued');
    expect(otherRan).toBe(true);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).opted_in_friends_leaderboard).toBe(true);
  });
});

describe('the daily loop on domain events', () => {
  it('a log that completes a scene: goal_hit in the response, one userUpdated with it, the badge notification after the commit', async () => {
    const { ctx, user, activities, promotion } = await participant({ tiles: 2 });
    const badge = await createBadge(promotion.id, { category: 'completed_scenes', name: 'First scene', goal: 1 });
    const log = (activityId: number, tile: number) =>
      callRoute(postLogging, { method: 'POST', host: ctx.host, path: '/api/logging', cookie: ctx.cookie, body: { activity_id: activityId, tile_number: tile } });
    await callRoute(getLogging, { host: ctx.host, path: '/api/logging', cookie: ctx.cookie });
    expect((await log(activities.plain.id, 0)).status).toBe(200);
    await settle();
    published.length = 0;

    const done = await log(activities.calm.id, 1);
    expect(done.status).toBe(200);
    expect(done.json[0]).toMatchObject({ goal_hit: true, seen_goal_hit: false, logged: { scene_completed: true } });
    await waitFor(() => published.some((e) => e.event === 'notificationPublished') && userUpdates(user.id).length > 0);
    await settle();
    const mine = published.filter((e) => e.channel === userChannel(user.id));
    expect(userUpdates(user.id)).toHaveLength(1);
    expect(userUpdates(user.id)[0]!.data).toMatchObject({ id: user.id, goal_hit: true, seen_goal_hit: false });
    expect(mine.filter((e) => e.event === 'entryUpdated')).toHaveLength(1);
    expect(mine.filter((e) => e.event === 'notificationPublished').map((e) => e.data.badge.id)).toEqual([badge.id]);
  });
});
