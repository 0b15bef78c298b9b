// Badges at the logging events (participant-core.md §9 "Badge categories"): logging counts towards
// activities_logged, completing a scene towards completed_scenes, in the log's own transaction. A badge is earned
// once (also under simultaneous logs), is never taken back by an unlog, and another promotion's badges never count.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { listenToRealtime } from '../helpers/realtime-events';
import { createPromotion } from '../helpers/factories';
import { createBadge } from '../helpers/journey-factories';
import { createLoggingPromotion, createParticipant, daysAgo, TODAY } from '../helpers/logging-factories';
import { GET as getLogging, POST as postLogging } from '@/app/api/logging/route';
import { POST as createUserActivity } from '@/app/api/user_activities/route';
import { PUT as putUserActivity, DELETE as deleteUserActivity } from '@/app/api/user_activities/[id]/route';
import { db } from '@/server/db';

type Ctx = { host: string; cookie: string };
const home = (c: Ctx) => callRoute(getLogging, { host: c.host, path: '/api/logging', cookie: c.cookie });
const logTile = (c: Ctx, activityId: number, tile: number, dt?: string) =>
  callRoute(postLogging, { method: 'POST', host: c.host, path: '/api/logging', cookie: c.cookie, body: { activity_id: activityId, tile_number: tile, dt } });
const logTo = (c: Ctx, activityId: number, day: string) =>
  callRoute(createUserActivity, { method: 'POST', host: c.host, path: '/api/user_activities', cookie: c.cookie, body: { activity_id: activityId, recorded_on: day } });
const addPick = (c: Ctx, activityId: number) =>
  callRoute(createUserActivity, { method: 'POST', host: c.host, path: '/api/user_activities', cookie: c.cookie, body: { activity_id: activityId } });
const setActive = (c: Ctx, id: number, isActive: boolean) =>
  callRoute(putUserActivity, { method: 'PUT', host: c.host, path: `/api/user_activities/${id}`, cookie: c.cookie, params: { id: String(id) }, body: { is_active: isActive } });
const unlog = (c: Ctx, id: number) =>
  callRoute(deleteUserActivity, { method: 'DELETE', host: c.host, path: `/api/user_activities/${id}`, cookie: c.cookie, params: { id: String(id) } });

const earned = async (userId: number) =>
  (await db.userBadge.findMany({ where: { user_id: userId }, select: { badge_id: true }, orderBy: { badge_id: 'asc' } })).map((b) => b.badge_id);
const badgeNotifications = (userId: number, badgeId: number) => db.notification.count({ where: { user_id: userId, key: `badge_${badgeId}` } });

async function setup(o: Parameters<typeof createLoggingPromotion>[0] = {}) {
  const world = await createLoggingPromotion({ ...o, data: { max_activities_day: 10, ...o.data } });
  const { user, cookie } = await createParticipant(world.promotion);
  return { ...world, user, ctx: { host: world.promotion.host, cookie } };
}

const { events, waitFor } = listenToRealtime();

describe('activities_logged', () => {
  it('awards the badge on the N-th logged activity, once, with its notification and realtime event', async () => {
    const { ctx, user, activities, promotion } = await setup();
    const third = await createBadge(promotion.id, { category: 'activities_logged', name: 'Three logged', goal: 3 });
    const fifth = await createBadge(promotion.id, { category: 'activities_logged', name: 'Five logged', goal: 5 });
    await home(ctx);
    expect((await logTile(ctx, activities.plain.id, 0)).status).toBe(200);
    expect((await logTo(ctx, activities.calm.id, daysAgo(1))).status).toBe(201);
    expect(await earned(user.id)).toEqual([]);

    events.length = 0;
    expect((await logTile(ctx, activities.quiz.id, 2)).status).toBe(200);
    expect(await earned(user.id)).toEqual([third.id]);
    const badge = await db.userBadge.findFirstOrThrow({ where: { user_id: user.id, badge_id: third.id } });
    expect(badge).toMatchObject({ promotion_id: promotion.id, earned_on: new Date(`${TODAY()}T00:00:00Z`) });
    expect(await badgeNotifications(user.id, third.id)).toBe(1);
    await waitFor(() => events.some((e) => e.event === 'notificationPublished'));
    expect(events.filter((e) => e.event === 'notificationPublished')).toEqual([
      {
        channel: `user_${user.id}`,
        event: 'notificationPublished',
        data: expect.objectContaining({ key: `badge_${third.id}`, message: 'You earned the Three logged badge.', type: 'badge', badge: expect.objectContaining({ id: third.id, earned_on: TODAY() }) }),
      },
    ]);

    // The fourth log earns nothing again; the fifth earns the next badge.
    expect((await logTile(ctx, activities.plain.id, 3, daysAgo(1))).status).toBe(200);
    expect(await earned(user.id)).toEqual([third.id]);
    expect((await logTo(ctx, activities.plain.id, daysAgo(2))).status).toBe(201);
    expect(await earned(user.id)).toEqual([third.id, fifth.id]);
    expect(await badgeNotifications(user.id, third.id)).toBe(1);
    expect(await badgeNotifications(user.id, fifth.id)).toBe(1);
  });

  it('counts activities logged to a day: a pending pick and a deactivated activity do not count, activating again does', async () => {
    const { ctx, user, activities, promotion } = await setup();
    const badge = await createBadge(promotion.id, { category: 'activities_logged', goal: 2 });
    const first = (await logTo(ctx, activities.plain.id, TODAY())).json;
    expect((await setActive(ctx, first.id, false)).status).toBe(200);
    expect((await addPick(ctx, activities.calm.id)).status).toBe(201);
    await logTo(ctx, activities.quiz.id, TODAY());
    expect(await earned(user.id)).toEqual([]);
    expect((await setActive(ctx, first.id, true)).status).toBe(200);
    expect(await earned(user.id)).toEqual([badge.id]);
  });

  it('never takes a badge back: unlogging keeps it, and logging again does not earn it twice', async () => {
    const { ctx, user, activities, promotion } = await setup();
    const badge = await createBadge(promotion.id, { category: 'activities_logged', goal: 1 });
    const logged = (await logTo(ctx, activities.plain.id, TODAY())).json;
    expect(await earned(user.id)).toEqual([badge.id]);
    expect((await unlog(ctx, logged.id)).status).toBe(204);
    expect(await earned(user.id)).toEqual([badge.id]);
    await logTo(ctx, activities.plain.id, TODAY());
    expect(await badgeNotifications(user.id, badge.id)).toBe(1);
  });

  it('earns a badge once when the logs that reach its goal arrive together', async () => {
    const { ctx, user, activities, promotion } = await setup({ noCollection: true });
    const badge = await createBadge(promotion.id, { category: 'activities_logged', goal: 2 });
    await logTo(ctx, activities.plain.id, daysAgo(3));
    const results = await Promise.all([0, 1, 2].map((n) => logTo(ctx, activities.calm.id, daysAgo(n))));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await earned(user.id)).toEqual([badge.id]);
    expect(await badgeNotifications(user.id, badge.id)).toBe(1);
  });
});

describe('completed_scenes', () => {
  it('awards the badge when the last tile completes a scene', async () => {
    const { ctx, user, activities, promotion } = await setup({ tiles: 2 });
    const badge = await createBadge(promotion.id, { category: 'completed_scenes', name: 'First scene', goal: 1 });
    const second = await createBadge(promotion.id, { category: 'completed_scenes', name: 'Second scene', goal: 2 });
    await home(ctx);
    await logTile(ctx, activities.plain.id, 0);
    expect(await earned(user.id)).toEqual([]);
    const done = await logTile(ctx, activities.calm.id, 1);
    expect(done.json[0].logged.scene_completed).toBe(true);
    expect(await earned(user.id)).toEqual([badge.id]);
    expect(await db.notification.findFirst({ where: { user_id: user.id, key: `badge_${badge.id}` } })).toMatchObject({ message: 'You earned the First scene badge.', link: '/badges' });
    // The next scene starts empty; its first tile completes nothing.
    await logTile(ctx, activities.plain.id, 0);
    expect(await earned(user.id)).not.toContain(second.id);
  });
});

describe('which badges count', () => {
  it("awards the promotion's own and the inherited default badges, never another promotion's or an overridden default", async () => {
    const defaults = await createPromotion({ data: { is_default: true } });
    const inherited = await createBadge(defaults.id, { category: 'completed_scenes', name: 'Default scene' });
    const overridden = await createBadge(defaults.id, { category: 'activities_logged', name: 'Default logger' });
    const { ctx, user, activities, promotion } = await setup({ tiles: 2 });
    const override = await createBadge(promotion.id, { category: 'activities_logged', name: 'Our logger', goal: 2, defaultBadgeId: overridden.id });
    const other = await setup({ tiles: 2 });
    const theirs = await Promise.all([
      createBadge(other.promotion.id, { category: 'activities_logged', goal: 1 }),
      createBadge(other.promotion.id, { category: 'completed_scenes', goal: 1 }),
    ]);

    await home(ctx);
    await logTile(ctx, activities.plain.id, 0);
    expect(await earned(user.id)).toEqual([]);
    await logTile(ctx, activities.calm.id, 1);
    expect(await earned(user.id)).toEqual([inherited.id, override.id].sort((a, b) => a - b));
    expect(await db.userBadge.count({ where: { badge_id: { in: [overridden.id, ...theirs.map((b) => b.id)] } } })).toBe(0);
    // The other promotion's participant earns their own badges and the defaults it has not overridden.
    await home(other.ctx);
    await logTile(other.ctx, other.activities.plain.id, 0);
    await logTile(other.ctx, other.activities.calm.id, 1);
    expect(await earned(other.user.id)).toEqual([...theirs.map((b) => b.id), inherited.id, overridden.id].sort((a, b) => a - b));
    expect(await db.userBadge.count({ where: { user_id: other.user.id, badge_id: override.id } })).toBe(0);
  });
});
