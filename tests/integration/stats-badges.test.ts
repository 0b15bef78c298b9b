import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/promotion-dates';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { cookieFor, createBadge, createUserScene, logActivity, setFlags, setPoints } from '../helpers/journey-factories';
import { GET as stats } from '@/app/api/users/[id]/stats/route';
import { GET as badges } from '@/app/api/users/[id]/badges/route';
import { awardBadgesFor, awardBadgesNow } from '@/server/badges/award';
import { db } from '@/server/db';
import { starBadgeLevel, starBadgeThresholds } from '@/lib/badges/star-badge';

type P = { id: number; host: string };
const statsOf = (p: P, cookie: string, id: string | number) =>
  callRoute(stats, { host: p.host, path: `/api/users/${id}/stats`, cookie, params: { id: String(id) } });
const badgesOf = (p: P, cookie: string, id: string | number) =>
  callRoute(badges, { host: p.host, path: `/api/users/${id}/badges`, cookie, params: { id: String(id) } });

describe('stats', () => {
  it('reports points, the five-category breakdown, best category, scenes, level and star badge', async () => {
    const p = await createPromotion({ data: { default_goal: 6 } });
    const user = await createUser({ promotionId: p.id });
    const friend = await createUser({ promotionId: p.id });
    await setPoints(user, 140, { bonus: 20 });
    await logActivity(user, { category: 'create_calm', day: '2026-01-05' });
    await logActivity(user, { category: 'sharpen_focus', day: '2026-01-05' });
    await logActivity(user, { category: 'sharpen_focus', day: '2026-01-06' });
    const deactivated = await logActivity(user, { category: 'increase_energy', day: '2026-01-06' });
    await db.userActivity.update({ where: { id: deactivated.userActivity.id }, data: { is_active: false } });
    // A pick waiting for its tile ("Add to my scene") is not logged yet: it has no day and must not count.
    const picked = await logActivity(user, { category: 'boost_happiness', day: '2026-01-06' });
    await db.userActivity.update({ where: { id: picked.userActivity.id }, data: { recorded_on: null } });
    await db.workBonus.create({ data: { promotion_id: p.id, earned_by_id: user.id, target_user_id: friend.id, points: 10, applied: true } });
    await db.workBonus.create({ data: { promotion_id: p.id, earned_by_id: user.id, target_user_id: friend.id, points: 10, applied: null } });
    for (let i = 0; i < 4; i++) await createUserScene(user, { completed: true });
    await db.level.createMany({ data: ['Seed', 'Sprout', 'Bloom'].map((name, i) => ({ promotion_id: p.id, name, sequence: i })) });

    const res = await statsOf(p, await cookieFor(user), 'me');
    expect(res.status).toBe(200);
    expect(res.json.points).toEqual({ value: 140, bonus_given: 10, activity_points: 120, quiz_points: 0, bonus_points: 20, entry_points: 0 });
    expect(res.json.activity).toEqual({
      best_category: 'sharpen_focus', best_category_display: 'Sharpen Focus', total: 3,
      by_category: [
        { key: 'create_calm', display: 'Create Calm', count: 1 },
        { key: 'boost_happiness', display: 'Boost Happiness', count: 0 },
        { key: 'sharpen_focus', display: 'Sharpen Focus', count: 2 },
        { key: 'pursue_purpose', display: 'Pursue Purpose', count: 0 },
        { key: 'increase_energy', display: 'Increase Energy', count: 0 },
      ],
    });
    expect(res.json.completed_scene_count).toBe(4);
    expect(res.json.level).toMatchObject({ name: 'Bloom', number: 3 });
    expect(res.json.star_badge).toEqual({ level: 'mid', completed_scene_count: 4, goal: 6, thresholds: { low: 2, mid: 4, high: 6 } });
    expect((await statsOf(p, await cookieFor(user), user.id)).json.points.value).toBe(140);
  });

  it('tells points and the category balance week by week, from week 1 to the current week', async () => {
    // Started 10 days ago: today is in week 2.
    const p = await createPromotion({ startedDaysAgo: 10 });
    const user = await createUser({ promotionId: p.id });
    const startsOn = addDays(todayIn('America/New_York'), -10);
    await logActivity(user, { category: 'create_calm', day: startsOn, week: 1, points: 10 });
    await logActivity(user, { category: 'create_calm', day: addDays(startsOn, 1), week: 1, points: 10 });
    await logActivity(user, { category: 'pursue_purpose', day: addDays(startsOn, 8), week: 2, points: 15 });
    const { weeks } = (await statsOf(p, await cookieFor(user), 'me')).json;
    expect(weeks).toEqual([
      { week: 1, points: 20, by_category: { create_calm: 2, boost_happiness: 0, sharpen_focus: 0, pursue_purpose: 0, increase_energy: 0 } },
      { week: 2, points: 15, by_category: { create_calm: 0, boost_happiness: 0, sharpen_focus: 0, pursue_purpose: 1, increase_energy: 0 } },
    ]);
  });

  it('starts a newcomer at zero with an unearned star and no best category', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const res = await statsOf(p, await cookieFor(user), 'me');
    expect(res.json).toMatchObject({ points: { value: 0 }, activity: { best_category: null, total: 0 }, completed_scene_count: 0, level: null, star_badge: { level: 'unearned' } });
  });

  it('lets a coordinator read users of their promotion; others get 404', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const userA = await createUser({ promotionId: a.id });
    const neighbour = await createUser({ promotionId: a.id });
    const coordinator = await createUser({ promotionId: a.id, role: 'Coordinator' });
    const location = await createUser({ promotionId: a.id, role: 'Location Coordinator' });
    const userB = await createUser({ promotionId: b.id });
    const coordinatorB = await createUser({ promotionId: b.id, role: 'Coordinator' });
    await setPoints(userA, 77);
    expect((await statsOf(a, await cookieFor(coordinator), userA.id)).json.points.value).toBe(77);
    expect((await statsOf(a, await cookieFor(neighbour), userA.id)).status).toBe(404);
    expect((await statsOf(a, await cookieFor(location), userA.id)).status).toBe(404);
    const cross = await statsOf(b, await cookieFor(coordinatorB), userA.id);
    expect(cross.status).toBe(404);
    expect(JSON.stringify(cross.json)).not.toContain('77');
    expect((await badgesOf(b, await cookieFor(userB), userA.id)).status).toBe(404);
    expect((await badgesOf(b, await cookieFor(coordinatorB), userA.id)).status).toBe(404);
    const master = await createUser({ promotionId: null, role: 'Master' });
    const dash = await callRoute(stats, {
      host: 'dashboard.localhost:3000', path: `/api/users/${userA.id}/stats`,
      cookie: await signInCookie(master, { promotionId: null }), params: { id: String(userA.id) },
    });
    expect(dash.json.points.value).toBe(77);
  });
});

describe('the star badge rule', () => {
  it('maps completed scenes against default_goal to unearned, grey, low, mid, high', () => {
    expect(starBadgeThresholds(8)).toEqual({ low: 3, mid: 6, high: 8 });
    expect(starBadgeLevel({ completedScenes: 0, hasLogged: false, defaultGoal: 8 })).toBe('unearned');
    expect(starBadgeLevel({ completedScenes: 0, hasLogged: true, defaultGoal: 8 })).toBe('grey');
    expect(starBadgeLevel({ completedScenes: 3, hasLogged: true, defaultGoal: 8 })).toBe('low');
    expect(starBadgeLevel({ completedScenes: 6, hasLogged: true, defaultGoal: 8 })).toBe('mid');
    expect(starBadgeLevel({ completedScenes: 9, hasLogged: true, defaultGoal: 8 })).toBe('high');
    expect(starBadgeLevel({ completedScenes: 1, hasLogged: true, defaultGoal: 1 })).toBe('high');
  });
});

describe('badges', () => {
  it('lists the promotion’s badges with earned_on, hiding unearned hide_until_earned ones', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const first = await createBadge(p.id, { category: 'reflection_created', name: 'First', goal: 1, sequence: 1 });
    await createBadge(p.id, { category: 'reflection_created', name: 'Secret', goal: 5, hideUntilEarned: true, sequence: 2 });
    const shownSecret = await createBadge(p.id, { category: 'custom', name: 'Found it', hideUntilEarned: true, sequence: 3 });
    await createBadge(p.id, { category: 'activities_logged', name: 'Logger', goal: 10, sequence: 4 });
    await db.userBadge.create({ data: { promotion_id: p.id, user_id: user.id, badge_id: first.id, earned_on: new Date('2026-03-04T00:00:00Z') } });
    await db.userBadge.create({ data: { promotion_id: p.id, user_id: user.id, badge_id: shownSecret.id, earned_on: new Date('2026-03-05T00:00:00Z') } });
    const res = await badgesOf(p, await cookieFor(user), 'me');
    expect(res.status).toBe(200);
    expect(res.json.data.map((b: any) => [b.name, b.earned_on])).toEqual([['First', '2026-03-04'], ['Found it', '2026-03-05'], ['Logger', null]]);
    expect(res.json.meta).toMatchObject({ total_records: 3, earned_count: 2 });
    expect(res.json.data[0]).toMatchObject({ category: 'reflection_created', goal: 1, hide_until_earned: false, image: { url: null }, earned: true });
  });

  it('shows buddy badges only with the buddy feature and wall badges only with the wall', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    for (const category of ['buddies_added', 'sent_duo_requests', 'completed_duos', 'wall_posts_created', 'wall_posts_tags', 'completed_scenes']) {
      await createBadge(p.id, { category, name: category });
    }
    const cookie = await cookieFor(user);
    const all = async () => (await badgesOf(p, cookie, 'me')).json.data.map((b: any) => b.category).sort();
    expect(await all()).toHaveLength(6);
    await setFlags(p.id, { is_buddy_feature_displayed: false });
    expect(await all()).toEqual(['completed_scenes', 'wall_posts_created', 'wall_posts_tags']);
    await setFlags(p.id, { is_buddy_feature_displayed: true, is_wall_enabled: false });
    expect(await all()).toEqual(['buddies_added', 'completed_duos', 'completed_scenes', 'sent_duo_requests']);
  });

  it('inherits the default promotion’s badges unless overridden', async () => {
    const defaults = await createPromotion({ data: { is_default: true } });
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const inherited = await createBadge(defaults.id, { category: 'completed_scenes', name: 'Default scenes', sequence: 1 });
    const replaced = await createBadge(defaults.id, { category: 'evaluation', name: 'Default evaluation', sequence: 2 });
    await createBadge(p.id, { category: 'evaluation', name: 'Our evaluation', sequence: 2, defaultBadgeId: replaced.id });
    const res = await badgesOf(p, await cookieFor(user), 'me');
    expect(res.json.data.map((b: any) => b.name)).toEqual(['Default scenes', 'Our evaluation']);
    await createUserScene(user, { completed: true });
    const awarded = await awardBadgesNow({ userId: user.id, promotionId: p.id, category: 'completed_scenes' });
    expect(awarded.map((a) => a.badge.id)).toEqual([inherited.id]);
    expect((await badgesOf(p, await cookieFor(user), 'me')).json.data[0].earned).toBe(true);
  });

  it('awards idempotently: counting again, or concurrently, never earns a badge twice', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const badge = await createBadge(p.id, { category: 'completed_scenes', name: 'One scene', goal: 1 });
    await createBadge(p.id, { category: 'completed_scenes', name: 'Two scenes', goal: 2 });
    expect(await awardBadgesNow({ userId: user.id, promotionId: p.id, category: 'completed_scenes' })).toEqual([]);
    await createUserScene(user, { completed: true });
    const results = await Promise.all(
      Array.from({ length: 4 }, () => db.$transaction((tx) => awardBadgesFor(tx, { userId: user.id, promotionId: p.id, category: 'completed_scenes' }))),
    );
    // (Another test may have made a default promotion whose badges this one inherits; each counts once too.)
    const ids = results.flat().map((a) => a.badge.id);
    expect(ids).toContain(badge.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await db.userBadge.count({ where: { user_id: user.id } })).toBe(ids.length);
    expect(await db.notification.count({ where: { user_id: user.id, key: `badge_${badge.id}` } })).toBe(1);
    expect(await awardBadgesNow({ userId: user.id, promotionId: p.id, category: 'custom' })).toEqual([]);
  });
});
