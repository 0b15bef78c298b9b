// The promotion cockpit (docs/administration-promotions.md "Cockpit"): every figure equals the one on the screen that
// details it, read through that screen's own API, after registrations, logs, flags and emails; the readiness
// checklist follows what a master does; the small-group floor withholds what a coordinator must not see; the
// content-review call is the masters' alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { logActivity, setFlags } from '../helpers/journey-factories';
import { GET as statsRoute } from '@/app/api/promotions/[id]/stats/route';
import { GET as participantsRoute } from '@/app/api/promotions/[id]/participants/route';
import { GET as flaggedRoute } from '@/app/api/promotions/[id]/flagged_posts/route';
import { GET as badgesRoute } from '@/app/api/promotions/[id]/badges/route';
import { GET as eligibilitiesRoute } from '@/app/api/eligibilities/route';
import { GET as customEmailsRoute } from '@/app/api/promotions/[id]/custom_emails/route';
import { POST as reviewRoute } from '@/app/api/promotions/[id]/content_review/route';
import { clearStatsCache } from '@/server/coordinator/stats';
import { coordinatorScope } from '@/server/coordinator/context';
import { actorOf } from '@/server/auth/actor';
import { promotionById, forgetCachedPromotions } from '@/server/tenancy/promotion-context';
import { promotionHealth, promotionReadiness } from '@/server/promotions/admin/cockpit';
import { promotionDashboard, requireAdminPromotion } from '@/server/promotions/admin/queries';
import { addDays } from '@/lib/promotion-dates';
import type { Health } from '@/lib/promotions/cockpit-types';

type P = Awaited<ReturnType<typeof createPromotion>>;
let p: P;
let masterCookie: string;
let coordinatorCookie: string;
let master: Awaited<ReturnType<typeof createUser>>;
let coordinator: Awaited<ReturnType<typeof createUser>>;
const DASHBOARD = 'dashboard.localhost:3000';

async function healthFor(user: Awaited<ReturnType<typeof createUser>>, isMaster: boolean): Promise<Health> {
  clearStatsCache();
  forgetCachedPromotions();
  const resolved = (await promotionById(p.id))!;
  const scope = await coordinatorScope(resolved, { actor: actorOf(await db.user.findUniqueOrThrow({ where: { id: user.id } }) as never), locationId: null });
  return promotionHealth(resolved, scope, { role: isMaster ? 'Master' : 'Coordinator', query: '' });
}

beforeAll(async () => {
  p = await createPromotion({ startedDaysAgo: 10 });
  await setFlags(p.id, { is_eligibility_displayed: true, is_wall_enabled: true });
  master = await createUser({ promotionId: null, role: 'Master' });
  masterCookie = await signInCookie(master, { promotionId: null });
  coordinator = await createUser({ promotionId: p.id, role: 'Coordinator' });
  coordinatorCookie = await signInCookie(coordinator, { promotionId: p.id });
  // 8 participants registered (one of them deleted, one more a coordinator: neither is a participant), 12 eligible.
  const people = [];
  for (let i = 0; i < 8; i++) people.push(await createUser({ promotionId: p.id, firstName: `P${i}`, lastName: 'Count' }));
  const gone = await createUser({ promotionId: p.id, firstName: 'Gone', lastName: 'Count' });
  await db.user.update({ where: { id: gone.id }, data: { deleted_at: new Date() } });
  await db.eligibility.createMany({ data: Array.from({ length: 12 }, (_, i) => ({ promotion_id: p.id, identifier: `E${i}` })) });
  // Logs: 6 people today, 2 of them yesterday too (program week 2 for a promotion started 10 days ago).
  const today = (await promotionById(p.id))!.timeline.current_date;
  for (const u of people.slice(0, 6)) await logActivity(u, { category: 'create_calm', day: today });
  for (const u of people.slice(0, 2)) await logActivity(u, { category: 'boost_happiness', day: addDays(today, -1) });
  // Two flagged posts, one not; one campaign email failed.
  for (const [i, flagged] of [true, true, false].entries()) {
    await db.post.create({ data: { promotion_id: p.id, user_id: people[i]!.id, content: `Post ${i}`, wallable_type: 'Promotion', wallable_id: p.id, is_flagged: flagged, flagged_by: flagged ? people[7]!.id : null, flagged_at: flagged ? new Date() : null } });
  }
  await db.customEmail.create({ data: { promotion_id: p.id, subject: 'Hello', body: 'Hi', send_at: new Date(), status: 'failed' } });
});

describe('each cockpit figure equals the screen that details it', () => {
  it('registered, active this week, activities, the last 7 days, flagged posts, eligibility and failed emails', async () => {
    const health = await healthFor(master, true);
    const id = String(p.id);
    const stats = await callRoute(statsRoute, { host: DASHBOARD, path: `/api/promotions/${id}/stats`, cookie: masterCookie, params: { id } });
    expect(stats.status).toBe(200);
    const week = health.current_week;
    const at = (points: { label: string; count: number | string }[], label: string) => points.find((x) => x.label === label)?.count ?? 0;
    const inWeek = (points: { week: number; count: number | string }[]) => points.find((x) => x.week === week)?.count ?? 0;

    expect(health.registered.value).toBe(stats.json.participants);
    expect(health.registered.value).toBe(8);
    // The user table lists the coordinator too, and says how many of its people are participants: the same 8.
    const table = await callRoute(participantsRoute, { host: p.host, path: `/api/promotions/${id}/participants`, cookie: coordinatorCookie, params: { id } });
    expect(table.status).toBe(200);
    expect(table.json.meta.total).toBe(9);
    expect(table.json.meta.participants_total).toBe(health.registered.value);
    expect(health.active_this_week.value).toBe(inWeek(stats.json.active_per_week));
    expect(health.activities_this_week.value).toBe(inWeek(stats.json.activities_per_week));
    for (const d of health.last_7_days) expect(d.active.value, d.date).toBe(at(stats.json.active_per_day, d.date));
    expect(health.last_7_days.at(-1)!.active.value).toBe(6);

    const flagged = await callRoute(flaggedRoute, { host: p.host, path: `/api/promotions/${id}/flagged_posts`, cookie: coordinatorCookie, params: { id } });
    expect(health.flagged_waiting).toBe((flagged.json.data ?? flagged.json).length);
    expect(health.flagged_waiting).toBe(2);

    const eligibility = await callRoute(eligibilitiesRoute, { host: DASHBOARD, path: `/api/eligibilities?promotion_id=${id}`, cookie: masterCookie });
    expect(eligibility.status).toBe(200);
    expect(health.eligible).toBe(eligibility.json.meta.total_records);
    expect(health.eligible).toBe(12);

    const emails = await callRoute(customEmailsRoute, { host: DASHBOARD, path: `/api/promotions/${id}/custom_emails`, cookie: masterCookie, params: { id } });
    expect(emails.status).toBe(200);
    const list: { status: string }[] = emails.json.data ?? emails.json;
    expect(health.emails_failed).toBe(list.filter((e) => e.status === 'failed').length);
  });

  it('the badges of the readiness checklist and of the configuration are the Badges screen’s', async () => {
    const id = String(p.id);
    const badges = await callRoute(badgesRoute, { host: DASHBOARD, path: `/api/promotions/${id}/badges`, cookie: masterCookie, params: { id } });
    expect(badges.status).toBe(200);
    const listed: unknown[] = badges.json.data ?? badges.json;
    const readiness = await promotionReadiness(await requireAdminPromotion(p.id));
    const badgeItem = readiness.items.find((i) => i.key === 'badges')!;
    expect(badgeItem.state).toBe(listed.length > 0 ? 'done' : 'todo');
    if (listed.length > 0) expect(badgeItem.detail).toContain(`${listed.length} badge`);
    expect((await promotionDashboard(p.id)).badges).toHaveLength(listed.length);
  });
});

describe('the readiness checklist', () => {
  it('marks content reviewed for masters only, and names what is left', async () => {
    const before = await promotionReadiness(await requireAdminPromotion(p.id));
    expect(before.items.find((i) => i.key === 'content')!.state).toBe('todo');
    expect(before.items.find((i) => i.key === 'eligibility')!.state).toBe('done');
    expect(before.ready).toBe(false);
    const id = String(p.id);
    const refused = await callRoute(reviewRoute, { method: 'POST', host: p.host, path: `/api/promotions/${id}/content_review`, cookie: coordinatorCookie, params: { id } });
    expect([403, 404]).toContain(refused.status);
    const done = await callRoute(reviewRoute, { method: 'POST', host: DASHBOARD, path: `/api/promotions/${id}/content_review`, cookie: masterCookie, params: { id } });
    expect(done.status).toBe(200);
    expect(done.json.items.find((i: { key: string }) => i.key === 'content').state).toBe('done');
    const missing = await callRoute(reviewRoute, { method: 'POST', host: DASHBOARD, path: '/api/promotions/2147483647/content_review', cookie: masterCookie, params: { id: '2147483647' } });
    expect(missing.status).toBe(404);
  });

  it('says which date rule is broken', async () => {
    const promotion = await requireAdminPromotion(p.id);
    const broken = await promotionReadiness({ ...promotion, launch_on: addDays(promotion.starts_on, 3) });
    const dates = broken.items.find((i) => i.key === 'dates')!;
    expect(dates.state).toBe('todo');
    expect(dates.detail).toBe('Launch must be on or before the start date.');
  });
});

describe('the small-group floor', () => {
  it('a coordinator’s cockpit figures are the coordinator’s Stats answer, hidden where it is hidden', async () => {
    const health = await healthFor(coordinator, false);
    const id = String(p.id);
    const stats = await callRoute(statsRoute, { host: p.host, path: `/api/promotions/${id}/stats`, cookie: coordinatorCookie, params: { id } });
    const shown = (count: number | string | undefined) => (typeof count === 'string' ? null : count ?? 0);
    for (const d of health.last_7_days) {
      expect(d.active.value, d.date).toBe(shown(stats.json.active_per_day.find((x: { label: string }) => x.label === d.date)?.count));
    }
    expect(health.registered.value).toBe(shown(stats.json.participants));
  });

  it('withholds a coordinator’s figure cut from the total that describes fewer than k people; masters see it', async () => {
    const coordinatorView = await healthFor(coordinator, false);
    const masterView = await healthFor(master, true);
    // Yesterday 2 of 8 logged: a group under the default floor of 5.
    const yesterday = (h: Health) => h.last_7_days.at(-2)!.active;
    expect(yesterday(masterView).value).toBe(2);
    expect(yesterday(coordinatorView)).toEqual({ value: null, suppressed: true });
    // Today 6 of 8 logged: its complement (2) would give a small group away by difference.
    expect(masterView.last_7_days.at(-1)!.active.value).toBe(6);
    expect(coordinatorView.last_7_days.at(-1)!.active.suppressed).toBe(true);
    expect(coordinatorView.registered.value).toBe(8);
    expect(coordinatorView.emails_failed).toBeNull();
  });
});
