// The coordinator dashboard's API (docs/coordinator-dashboard.md): who may call it (the 8 roles, another promotion's
// people), the location reach of location and regional coordinators in every tab, the user table (stored counts,
// keyset paging, sort, search, the fourth column), deleting a participant, stats, and the promotional tools' rules.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { createCompetition, createDuo, createLocation, createTeam, createUserScene, logActivity, setFlags } from '../helpers/journey-factories';
import { GET as participants } from '@/app/api/promotions/[id]/participants/route';
import { DELETE as deleteParticipant } from '@/app/api/promotions/[id]/participants/[userId]/route';
import { GET as stats } from '@/app/api/promotions/[id]/stats/route';
import { GET as flagged } from '@/app/api/promotions/[id]/flagged_posts/route';
import { DELETE as deleteFlagged, POST as unreport } from '@/app/api/promotions/[id]/flagged_posts/[postId]/route';
import { GET as teams } from '@/app/api/promotions/[id]/teams/route';
import { PUT as putTeam } from '@/app/api/promotions/[id]/teams/[teamId]/route';
import { GET as notifications, POST as notify } from '@/app/api/promotions/[id]/notifications/route';
import { POST as sendMail } from '@/app/api/send_mail/route';
import { clearStatsCache } from '@/server/coordinator/stats';
import { addDays, todayIn } from '@/lib/promotion-dates';
import type { Role } from '@/lib/roles';

type P = Awaited<ReturnType<typeof createPromotion>>;
type Caller = { cookie: string; host: string; id: number };

let p: P;
let other: P;
let region: { id: number };
let office1: { id: number };
let office2: { id: number };
let elsewhere: { id: number };
const people: Record<string, { id: number; email: string }> = {};
const callers: Partial<Record<Role | 'otherCoordinator', Caller>> = {};

async function caller(role: Role, promotionId: number | null, host: string, o: { locationId?: number; resellerId?: number } = {}): Promise<Caller> {
  const user = await createUser({ promotionId, role, resellerId: o.resellerId, firstName: role, lastName: 'Admin' });
  if (o.locationId) await db.user.update({ where: { id: user.id }, data: { location_id: o.locationId } });
  return { id: user.id, host, cookie: await signInCookie(user, { promotionId }) };
}

async function participant(first: string, last: string, locationId: number | null, promotionId = p.id) {
  const user = await createUser({ promotionId, firstName: first, lastName: last, email: `${first.toLowerCase()}.${last.toLowerCase()}.${Math.random().toString(36).slice(2, 7)}@example.com` });
  if (locationId) await db.user.update({ where: { id: user.id }, data: { location_id: locationId } });
  return user;
}

const get = (handler: typeof participants, c: Caller, path: string, params: Record<string, string>) =>
  callRoute(handler, { host: c.host, path, cookie: c.cookie, params });
const pid = () => String(p.id);
const listOf = (c: Caller, qs = '') => get(participants, c, `/api/promotions/${pid()}/participants${qs}`, { id: pid() });
const names = (res: { json: { data: { first_name: string }[] } }) => res.json.data.map((r) => r.first_name);

beforeAll(async () => {
  p = await createPromotion();
  other = await createPromotion();
  await setFlags(p.id, { is_teams_enabled: true, is_wall_enabled: true });
  region = await createLocation(p.id, 'North');
  office1 = await createLocation(p.id, 'Oslo', region);
  office2 = await createLocation(p.id, 'Bergen', region);
  elsewhere = await createLocation(p.id, 'South');
  people.ann = await participant('Ann', 'Able', office1.id);
  people.bob = await participant('Bob', 'Baker', office2.id);
  people.cat = await participant('Cat', 'Cole', elsewhere.id);
  people.dan = await participant('Dan', 'Drew', null);
  people.eve = await participant('Eve', 'Other', null, other.id);
  const dashboard = 'dashboard.localhost:3000';
  const reseller = await db.reseller.create({ data: { name: 'Resells' } });
  await db.organization.update({ where: { id: p.organization_id }, data: { reseller_id: reseller.id } });
  callers.Coordinator = await caller('Coordinator', p.id, p.host);
  callers['Location Coordinator'] = await caller('Location Coordinator', p.id, p.host, { locationId: office1.id });
  callers['Regional Coordinator'] = await caller('Regional Coordinator', p.id, p.host, { locationId: region.id });
  callers.User = await caller('User', p.id, p.host);
  callers.Master = await caller('Master', null, dashboard);
  callers.Reseller = await caller('Reseller', null, dashboard, { resellerId: reseller.id });
  callers['Super Coordinator'] = await caller('Super Coordinator', null, dashboard);
  await db.superCoordinatorPromotion.create({ data: { user_id: callers['Super Coordinator'].id, promotion_id: p.id } });
  callers.Poster = await caller('Poster', null, dashboard);
  callers.otherCoordinator = await caller('Coordinator', other.id, other.host);
});

describe('who may open the dashboard', () => {
  it('answers the 8 roles by the table; another promotion is a 404', async () => {
    const expected: [Role, number][] = [
      ['User', 403], ['Poster', 404], ['Coordinator', 200], ['Location Coordinator', 200], ['Regional Coordinator', 200],
      ['Super Coordinator', 200], ['Reseller', 200], ['Master', 200],
    ];
    for (const [role, status] of expected) {
      const res = await listOf(callers[role]!);
      expect({ role, status: res.status }).toEqual({ role, status });
    }
    // Another promotion's coordinator, on their own host, naming this promotion: as unknown as none.
    const cross = await callRoute(participants, { host: other.host, path: `/api/promotions/${pid()}/participants`, cookie: callers.otherCoordinator!.cookie, params: { id: pid() } });
    expect(cross.status).toBe(404);
    const own = await callRoute(participants, { host: other.host, path: `/api/promotions/${other.id}/participants`, cookie: callers.otherCoordinator!.cookie, params: { id: String(other.id) } });
    expect(own.json.data.map((r: { first_name: string }) => r.first_name)).toContain('Eve');
    expect(own.json.data.map((r: { first_name: string }) => r.first_name)).not.toContain('Ann');
  });

  it('refuses the Flagged Posts tab to super users and the Teams tab while teams are off', async () => {
    const path = `/api/promotions/${pid()}/flagged_posts`;
    expect((await get(flagged, callers['Super Coordinator']!, path, { id: pid() })).status).toBe(403);
    expect((await get(flagged, callers.Reseller!, path, { id: pid() })).status).toBe(403);
    expect((await get(flagged, callers.Master!, path, { id: pid() })).status).toBe(200);
    const off = await callRoute(teams, { host: other.host, path: `/api/promotions/${other.id}/teams`, cookie: callers.otherCoordinator!.cookie, params: { id: String(other.id) } });
    expect(off.status).toBe(404);
    expect(off.json.errors).toEqual(['Teams are not enabled for this promotion.']);
  });
});

describe('location reach', () => {
  it('location coordinators see their location, regional coordinators their sub-tree, coordinators everyone', async () => {
    // The coordinators themselves are participants at their locations.
    expect(names(await listOf(callers['Location Coordinator']!, '?sort=first_name'))).toEqual(['Ann', 'Location Coordinator']);
    expect(names(await listOf(callers['Regional Coordinator']!, '?sort=first_name'))).toEqual(['Ann', 'Bob', 'Location Coordinator', 'Regional Coordinator']);
    const all = names(await listOf(callers.Coordinator!, '?sort=first_name&page_size=200'));
    expect(all).toEqual(expect.arrayContaining(['Ann', 'Bob', 'Cat', 'Dan']));
    expect(all).not.toContain('Eve');
    // A location filter outside the reach is a 404; inside it narrows.
    expect((await listOf(callers['Location Coordinator']!, `?location_id=${elsewhere.id}`)).status).toBe(404);
    expect(names(await listOf(callers['Regional Coordinator']!, `?location_id=${office2.id}`))).toEqual(['Bob']);
    expect(names(await listOf(callers.Coordinator!, `?location_id=${region.id}&sort=first_name&dir=desc`))).toEqual(['Regional Coordinator', 'Location Coordinator', 'Bob', 'Ann']);
  });

  it('applies in stats, flagged posts, teams and deletion too', async () => {
    await clearStatsCache();
    const s = await get(stats, callers['Regional Coordinator']!, `/api/promotions/${pid()}/stats`, { id: pid() });
    expect(s.status).toBe(200);
    // The two people of their sub-tree, under the organization's floor of 5 (docs/privacy.md).
    expect(s.json.participants).toBe('< 5');
    const post = await db.post.create({ data: { promotion_id: p.id, user_id: people.cat.id, content: 'Off topic', wallable_type: 'Promotion', wallable_id: p.id, is_flagged: true, flagged_by: people.dan.id, flagged_at: new Date() } });
    const lcQueue = await get(flagged, callers['Location Coordinator']!, `/api/promotions/${pid()}/flagged_posts`, { id: pid() });
    expect(lcQueue.json.data.map((x: { id: number }) => x.id)).not.toContain(post.id);
    const coQueue = await get(flagged, callers.Coordinator!, `/api/promotions/${pid()}/flagged_posts`, { id: pid() });
    expect(coQueue.json.data.map((x: { id: number }) => x.id)).toContain(post.id);
    const outside = await callRoute(deleteFlagged, { method: 'DELETE', host: p.host, path: '/x', cookie: callers['Location Coordinator']!.cookie, params: { id: pid(), postId: String(post.id) } });
    expect(outside.status).toBe(404);
    const del = await callRoute(deleteParticipant, { method: 'DELETE', host: p.host, path: '/x', cookie: callers['Location Coordinator']!.cookie, params: { id: pid(), userId: String(people.cat.id) } });
    expect(del.status).toBe(404);
    expect(await db.user.count({ where: { id: people.cat.id } })).toBe(1);
  });
});

describe('the user table', () => {
  it('keeps the counts by triggers, sorts by them and pages by keyset without gaps or repeats', async () => {
    const q = await createPromotion();
    const co = await caller('Coordinator', q.id, q.host);
    const users = [];
    for (let i = 0; i < 7; i++) users.push(await participant(`P${i}`, `Zed${i}`, null, q.id));
    const day = addDays(todayIn('America/New_York'), -1);
    for (let i = 0; i < 7; i++) for (let n = 0; n < i; n++) await logActivity(users[i]!, { category: 'create_calm', day });
    const third = await db.userActivity.findFirstOrThrow({ where: { user_id: users[6]!.id } });
    await db.userActivity.update({ where: { id: third.id }, data: { is_active: false } });
    await createUserScene(users[1]!, { completed: true });
    await createUserScene(users[1]!, { completed: false });
    await createDuo(q.id, users[2]!, users[3]!, 'completed');
    await createDuo(q.id, users[2]!, users[4]!, 'active');

    const path = (qs: string) => `/api/promotions/${q.id}/participants${qs}`;
    const page = (qs: string) => callRoute(participants, { host: q.host, path: path(qs), cookie: co.cookie, params: { id: String(q.id) } });
    const first = await page('?sort=activities_logged&dir=desc&page_size=3');
    expect(first.json.data.map((r: { first_name: string; activities_logged: number }) => [r.first_name, r.activities_logged])).toEqual([['P6', 5], ['P5', 5], ['P4', 4]]);
    expect(first.json.meta.total).toBe(8); // 7 participants and the coordinator
    const seen = [...first.json.data];
    let cursor = first.json.meta.next_cursor;
    while (cursor) {
      const next = await page(`?sort=activities_logged&dir=desc&page_size=3&cursor=${cursor}`);
      seen.push(...next.json.data);
      cursor = next.json.meta.next_cursor;
    }
    expect(seen.map((r) => r.id)).toHaveLength(8);
    expect(new Set(seen.map((r) => r.id)).size).toBe(8);
    const byName = Object.fromEntries(seen.map((r) => [r.first_name, r]));
    expect(byName.P1).toMatchObject({ scenes_completed: 1, duos_completed: 0 });
    expect(byName.P2).toMatchObject({ duos_completed: 1 });
    expect(byName.P3).toMatchObject({ duos_completed: 1 });
    expect(byName.P4).toMatchObject({ duos_completed: 0 });

    // Deleting a logged activity takes it off the count.
    await db.userActivity.deleteMany({ where: { user_id: users[5]!.id } });
    expect((await db.user.findUniqueOrThrow({ where: { id: users[5]!.id } })).activities_logged).toBe(0);

    const search = await page('?q=zed3');
    expect(search.json.data.map((r: { first_name: string }) => r.first_name)).toEqual(['P3']);
    // A search sorted by a name pages by keyset too, both ways, and keeps to the promotion.
    const other = await createPromotion();
    await participant('Pother', 'Zedother', null, other.id);
    for (const dir of ['asc', 'desc']) {
      const found: string[] = [];
      let after: string | null = '';
      while (after !== null) {
        const next = await page(`?q=zed&sort=first_name&dir=${dir}&page_size=2${after ? `&cursor=${after}` : ''}`);
        found.push(...next.json.data.map((r: { first_name: string }) => r.first_name));
        after = next.json.meta.next_cursor;
      }
      const names = ['P0', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6'];
      expect(found).toEqual(dir === 'asc' ? names : names.reverse());
    }
    const email = await page(`?q=${encodeURIComponent(users[4]!.email.slice(0, 6))}`);
    expect(email.json.data.map((r: { id: number }) => r.id)).toContain(users[4]!.id);
    expect((await page('?cursor=not-a-cursor')).status).toBe(422);
    expect((await page('?sort=password_hash')).status).toBe(422);
  });

  it('labels the fourth column with the last location label, or the organization\'s SSO label', async () => {
    await db.promotion.update({ where: { id: p.id }, data: { location_labels: ['Region', 'Office'] } });
    const { forgetCachedPromotions } = await import('@/server/tenancy/promotion-context');
    forgetCachedPromotions();
    const located = await listOf(callers.Coordinator!, '?q=ann');
    expect(located.json.meta.fourth_column).toEqual({ kind: 'location', label: 'Office' });
    expect(located.json.data[0]).toMatchObject({ location_name: 'Oslo', email: people.ann.email });
    await db.organization.update({ where: { id: p.organization_id }, data: { is_sso_enabled: true } });
    forgetCachedPromotions();
    expect((await listOf(callers.Coordinator!)).json.meta.fourth_column).toEqual({ kind: 'sso_identifier', label: 'SSOID' });
    await db.organization.update({ where: { id: p.organization_id }, data: { is_sso_enabled: false } });
    forgetCachedPromotions();
  });

  it('deletes a participant (audited), never oneself, and not a coordinator for a location coordinator', async () => {
    const doomed = await participant('Gus', 'Gone', office1.id);
    const lc = callers['Location Coordinator']!;
    const coordinatorInOffice = await caller('Coordinator', p.id, p.host, { locationId: office1.id });
    const del = (c: Caller, userId: number) => callRoute(deleteParticipant, { method: 'DELETE', host: c.host, path: '/x', cookie: c.cookie, params: { id: pid(), userId: String(userId) } });
    expect((await del(lc, coordinatorInOffice.id)).json.errors).toEqual(['Only participants can be deleted here.']);
    expect((await del(lc, lc.id)).json.errors).toEqual(['You cannot delete your own account here.']);
    expect((await del(lc, doomed.id)).status).toBe(204);
    expect(await db.user.count({ where: { id: doomed.id } })).toBe(0);
    const audit = await db.auditEvent.findFirst({ where: { record_type: 'User', record_id: String(doomed.id), action: 'delete' } });
    expect(audit).toMatchObject({ actor_id: lc.id, promotion_id: p.id });
    expect((await del(callers.Coordinator!, people.eve.id)).status).toBe(404);
  });
});

describe('stats', () => {
  it('counts registrations, active days and weeks, categories, scenes, evaluations and team standings to 1 decimal', async () => {
    const q = await createPromotion({ startedDaysAgo: 10 });
    await setFlags(q.id, { is_teams_enabled: true });
    // Exact small counts are the platform operator's: a master reads them (coordinators see "< 5", docs/privacy.md).
    const masterUser = await createUser({ promotionId: null, role: 'Master' });
    const co = { id: masterUser.id, host: q.host, cookie: await signInCookie(masterUser, { promotionId: q.id }) };
    const a = await participant('Amy', 'A', null, q.id);
    const b = await participant('Ben', 'B', null, q.id);
    const today = todayIn('America/New_York');
    await logActivity(a, { category: 'create_calm', day: addDays(today, -1) });
    await logActivity(a, { category: 'create_calm', day: addDays(today, -1) });
    await logActivity(b, { category: 'boost_happiness', day: addDays(today, -1) });
    await logActivity(b, { category: 'boost_happiness', day: addDays(today, -9) });
    await createUserScene(a, { completed: true });
    const competition = await createCompetition(q.id, addDays(today, -5));
    await createTeam(competition, 'Otters', { points: 10, members: [a, b] });
    await db.team.create({ data: { promotion_id: q.id, competition_id: competition.id, name: 'Gone', status: 2, total_points: 99 } });
    const { forgetCachedPromotions } = await import('@/server/tenancy/promotion-context');
    forgetCachedPromotions();
    await clearStatsCache();
    const res = await callRoute(stats, { host: q.host, path: `/api/promotions/${q.id}/stats`, cookie: co.cookie, params: { id: String(q.id) } });
    expect(res.status).toBe(200);
    expect(res.json.participants).toBe(2);
    expect(res.json.registrations).toEqual([{ label: todayIn('America/New_York'), count: 2 }]);
    expect(res.json.active_per_day).toEqual([{ label: addDays(today, -9), count: 1 }, { label: addDays(today, -1), count: 2 }]);
    expect(res.json.active_per_week).toEqual([{ week: 1, count: 1 }, { week: 2, count: 2 }]);
    expect(res.json.activities_by_category).toEqual([{ label: 'boost_happiness', count: 2 }, { label: 'create_calm', count: 2 }]);
    expect(res.json.scenes_completed).toEqual([{ week: 2, count: 1 }]);
    expect(res.json.team_standings).toEqual([{ id: expect.any(Number), name: 'Otters', member_count: 2, total_points: 10, avg_points: '5.0' }]);

    // Kept a minute; once expired, the previous figures are served while the new ones are computed.
    const read = async () => (await callRoute(stats, { host: q.host, path: `/api/promotions/${q.id}/stats`, cookie: co.cookie, params: { id: String(q.id) } })).json.participants;
    await participant('Late', 'Joiner', null, q.id);
    expect(await read()).toBe(2);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(Date.now() + 61_000));
      expect(await read()).toBe(2);
      await expect.poll(read, { timeout: 10_000, interval: 100 }).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('promotional tools', () => {
  it('notifications need a message and reach every participant in reach', async () => {
    const path = `/api/promotions/${pid()}/notifications`;
    const post = (c: Caller, body: unknown) => callRoute(notify, { method: 'POST', host: c.host, path, cookie: c.cookie, params: { id: pid() }, body });
    const empty = await post(callers.Coordinator!, { message: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual(['Oops, a message is needed.']);
    expect((await post(callers.Coordinator!, {})).json.errors).toEqual(['Oops, a message is needed.']);
    const sent = await post(callers['Regional Coordinator']!, { message: 'Stretch at 3pm' });
    expect(sent.status).toBe(201);
    const rows = await db.notification.findMany({ where: { key: `announcement_${sent.json.id}` }, select: { user_id: true } });
    const reached = rows.map((r) => r.user_id);
    expect(reached).toEqual(expect.arrayContaining([people.ann.id, people.bob.id, callers['Regional Coordinator']!.id]));
    expect(reached).not.toContain(people.cat.id);
    expect(reached).not.toContain(people.dan.id);
    expect(reached).not.toContain(people.eve.id);
    expect(sent.json.recipients).toBe(rows.length);
    const list = await get(notifications, callers.Coordinator!, path, { id: pid() });
    expect(list.json.data[0]).toMatchObject({ message: 'Stretch at 3pm' });
  });

  it('send_mail needs a message, mails a participant, a team or all, and skips the unsubscribed', async () => {
    const send = (c: Caller, body: unknown) => callRoute(sendMail, { method: 'POST', host: c.host, path: '/api/send_mail', cookie: c.cookie, body });
    const empty = await send(callers.Coordinator!, { email_type: 'friend', recipient_id: 'all', message: '' });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual(['Please include a message.']);
    await db.emailSubscription.create({ data: {
      user_id: people.bob.id, promotion_id: p.id, email_unsubscribe_all: true, email_friend_requests: false, email_wall_posts: false,
      email_team: false, email_gallery: false, email_badges: false, email_daily: 0, email_duo: 0,
    }  });
    const all = await send(callers['Regional Coordinator']!, { email_type: 'friend', recipient_id: 'all', message: 'Hello all' });
    const inReach = await db.user.count({ where: { promotion_id: p.id, location_id: { in: [region.id, office1.id, office2.id] } } });
    expect(all.json).toEqual({ sent: inReach - 1 });
    expect(await db.emailMessage.count({ where: { to: people.ann.email, kind: 'coordinator_message' } })).toBe(1);
    expect(await db.emailMessage.count({ where: { to: people.bob.email, kind: 'coordinator_message' } })).toBe(0);
    expect(await db.emailMessage.count({ where: { to: people.cat.email, kind: 'coordinator_message' } })).toBe(0);
    const outOfReach = await send(callers['Location Coordinator']!, { email_type: 'friend', recipient_id: people.cat.id, message: 'Hi' });
    expect(outOfReach.status).toBe(404);
    const competition = await createCompetition(p.id, addDays(todayIn('America/New_York'), -3));
    const team = await createTeam(competition, 'Mailers', { members: [people.cat, people.dan] });
    const toTeam = await send(callers.Coordinator!, { email_type: 'team', recipient_id: team.id, message: 'Go team' });
    expect(toTeam.json).toEqual({ sent: 2 });
    const fromDashboard = await callRoute(sendMail, { method: 'POST', host: callers.Master!.host, path: `/api/send_mail?promotion_id=${other.id}`, cookie: callers.Master!.cookie, body: { email_type: 'friend', recipient_id: people.eve.id, message: 'Hi Eve' } });
    expect(fromDashboard.json).toEqual({ sent: 1 });
  });
});

describe('teams and flagged posts', () => {
  it('lists teams with inc_deleted and undeletes one (back to pending, then by the official rule)', async () => {
    const q = await createPromotion();
    await setFlags(q.id, { is_teams_enabled: true });
    const co = await caller('Coordinator', q.id, q.host);
    const [x, y] = [await participant('Xi', 'X', null, q.id), await participant('Yo', 'Y', null, q.id)];
    const competition = await createCompetition(q.id, addDays(todayIn('America/New_York'), 3));
    const team = await createTeam(competition, 'Phoenix', { status: 2, members: [x, y] });
    const { forgetCachedPromotions } = await import('@/server/tenancy/promotion-context');
    forgetCachedPromotions();
    const path = (qs: string) => `/api/promotions/${q.id}/teams${qs}`;
    const list = (qs: string) => callRoute(teams, { host: q.host, path: path(qs), cookie: co.cookie, params: { id: String(q.id) } });
    expect((await list('')).json.data).toEqual([]);
    expect((await list('?inc_deleted=true')).json.data.map((t: { name: string }) => t.name)).toEqual(['Phoenix']);
    const put = (body: unknown) => callRoute(putTeam, { method: 'PUT', host: q.host, path: '/x', cookie: co.cookie, params: { id: String(q.id), teamId: String(team.id) }, body });
    const undeleted = await put({ status: 0, name: 'Phoenix Rising' });
    expect(undeleted.status).toBe(200);
    expect(undeleted.json).toMatchObject({ name: 'Phoenix Rising', member_count: 2 });
    expect(undeleted.json.status).not.toBe(2);
    const lead = await put({ leader_id: y.id });
    expect(lead.json.leader).toMatchObject({ id: y.id });
    expect((await put({ leader_id: co.id })).json.errors).toEqual(['The new leader must be a member of the team.']);
    expect(await db.auditEvent.count({ where: { record_type: 'Team', record_id: String(team.id) } })).toBe(2);
  });

  it('unreports and deletes flagged posts', async () => {
    const mk = () => db.post.create({ data: { promotion_id: p.id, user_id: people.ann.id, content: 'Rude words', wallable_type: 'Promotion', wallable_id: p.id, is_flagged: true, flagged_by: people.bob.id, flagged_at: new Date() } });
    const [a, b] = [await mk(), await mk()];
    const lc = callers['Location Coordinator']!;
    const queue = await get(flagged, lc, `/api/promotions/${pid()}/flagged_posts`, { id: pid() });
    expect(queue.json.data.filter((x: { id: number }) => x.id === a.id)[0]).toMatchObject({ content: 'Rude words', author: { id: people.ann.id }, flagged_by: { id: people.bob.id } });
    expect((await callRoute(unreport, { method: 'POST', host: p.host, path: '/x', cookie: lc.cookie, params: { id: pid(), postId: String(a.id) } })).status).toBe(204);
    expect(await db.post.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({ is_flagged: false, flagged_by: null });
    expect((await callRoute(deleteFlagged, { method: 'DELETE', host: p.host, path: '/x', cookie: lc.cookie, params: { id: pid(), postId: String(b.id) } })).status).toBe(204);
    expect(await db.post.count({ where: { id: b.id } })).toBe(0);
    // An unflagged post is not in the queue: a 404, not a delete.
    expect((await callRoute(deleteFlagged, { method: 'DELETE', host: p.host, path: '/x', cookie: lc.cookie, params: { id: pid(), postId: String(a.id) } })).status).toBe(404);
  });
});
