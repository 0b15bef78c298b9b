// The promotion administration (docs/administration-promotions.md): the masters' table, the promotion form's rules
// and messages, parent defaults, make_parent, update_library, levels and point thresholds, the audit rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as listPromotions, POST as createPromotionRoute } from '@/app/api/promotions/route';
import { PUT as updatePromotion } from '@/app/api/promotions/[id]/route';
import { POST as makeParent } from '@/app/api/promotions/[id]/make_parent/route';
import { POST as updateLibrary } from '@/app/api/promotions/[id]/update_library/route';
import { GET as dashboard } from '@/app/api/promotions/[id]/dashboard/route';
import { PROMOTION_ADMIN_MESSAGES as M } from '@/lib/promotions/admin-rules';

const HOST = 'dashboard.localhost:3000';
let cookie: string;
let masterId: number;
let organizationId: number;

beforeAll(async () => {
  const master = await createUser({ promotionId: null, role: 'Master' });
  masterId = master.id;
  cookie = await signInCookie(master, { promotionId: null });
  organizationId = (await db.organization.create({ data: { name: 'Admin test org' } })).id;
});

const uniqueSub = () => `adm${Math.random().toString(36).slice(2, 9)}`;

function create(body: Record<string, unknown>) {
  return callRoute(createPromotionRoute, { method: 'POST', host: HOST, path: '/api/promotions', cookie, body });
}
function update(id: number, body: Record<string, unknown>) {
  return callRoute(updatePromotion, { method: 'PUT', host: HOST, path: `/api/promotions/${id}`, cookie, params: { id: String(id) }, body });
}
const base = () => ({ name: 'Spring Move', subdomain: uniqueSub(), organization_id: organizationId, starts_on: '2027-03-01', program_length: 56 });

describe('creating a promotion', () => {
  it('derives ends_on, weeks and the default goal from the program length', async () => {
    const eight = await create(base());
    expect(eight.status).toBe(201);
    expect(eight.json).toMatchObject({ program_length: 56, weeks: 8, default_goal: 8, starts_on: '2027-03-01', ends_on: '2027-04-25' });
    const six = await create({ ...base(), program_length: 42 });
    expect(six.json).toMatchObject({ weeks: 6, default_goal: 6, ends_on: '2027-04-11' });
    // A default goal the master types wins over the derived one.
    const typed = await create({ ...base(), default_goal: 3 });
    expect(typed.json.default_goal).toBe(3);
    expect(eight.json).not.toHaveProperty('websocket_channel');
    expect(eight.json).not.toHaveProperty('pilot_password_hash');
  });

  it('refuses a program length other than 42 or 56 days, and a wrong end date', async () => {
    const res = await create({ ...base(), program_length: 49 });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([M.programLength]);
    const wrongEnd = await create({ ...base(), ends_on: '2027-04-30' });
    expect(wrongEnd.status).toBe(422);
    expect(wrongEnd.json.errors).toEqual([M.endsOn('2027-04-25')]);
    const rightEnd = await create({ ...base(), ends_on: '2027-04-25' });
    expect(rightEnd.status).toBe(201);
  });

  it('keeps the dates in order, each with its own message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ registration_starts_on: '2027-02-20', launch_on: '2027-02-15' }, M.registrationAfterLaunch],
      [{ registration_starts_on: '2027-03-02' }, M.registrationAfterStart],
      [{ launch_on: '2027-03-02' }, M.launchAfterStart],
      [{ registration_starts_on: '2027-02-10', registration_ends_on: '2027-02-01' }, M.registrationEndsBeforeStart],
      [{ registration_ends_on: '2027-04-26' }, M.registrationEndsAfterEnd],
      [{ logging_ends_on: '2027-03-01' }, M.loggingEndsBeforeStart],
      [{ disabled_on: '2027-02-28' }, M.disabledBeforeStart],
    ];
    for (const [dates, message] of cases) {
      const res = await create({ ...base(), ...dates });
      expect(res.status, JSON.stringify(dates)).toBe(422);
      expect(res.json.errors).toEqual([message]);
    }
    const ordered = await create({
      ...base(), registration_starts_on: '2027-02-01', launch_on: '2027-02-15', registration_ends_on: '2027-03-10',
      logging_ends_on: '2027-04-28', disabled_on: '2027-05-30',
    });
    expect(ordered.status).toBe(201);
    // Equal days are in order: registration may open on launch day, launch may be the first day.
    expect((await create({ ...base(), registration_starts_on: '2027-03-01', launch_on: '2027-03-01' })).status).toBe(201);
  });

  it('wants a unique subdomain that is a valid host label', async () => {
    for (const bad of ['-spring', 'spring-', 'spr_ing', 'spr ing', 'a'.repeat(64), 'sprïng']) {
      const res = await create({ ...base(), subdomain: bad });
      expect(res.status, bad).toBe(422);
      expect(res.json.errors.join(' '), bad).toMatch(/Subdomain/);
    }
    expect((await create({ ...base(), subdomain: 'dashboard' })).json.errors).toEqual([M.subdomainReserved]);
    const first = await create(base());
    const taken = await create({ ...base(), subdomain: first.json.subdomain });
    expect(taken.status).toBe(422);
    expect(taken.json.errors).toEqual([M.subdomainTaken]);
    // Upper case is folded: the same host.
    const folded = await create({ ...base(), subdomain: first.json.subdomain.toUpperCase() });
    expect(folded.json.errors).toEqual([M.subdomainTaken]);
    expect((await create({ ...base(), subdomain: 'a-1' })).status).toBeLessThan(500);
  });

  it('names what is missing', async () => {
    const res = await create({ subdomain: uniqueSub(), starts_on: '2027-03-01' });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([M.nameRequired, M.organizationRequired]);
    const noOrg = await create({ ...base(), organization_id: 999999 });
    expect(noOrg.json.errors).toEqual([M.organizationMissing]);
  });

  it('copies theme, labels, flags, allowances, collections and domain from its parent', async () => {
    const scene = await db.sceneCollection.create({ data: { name: 'Parent scenes' } });
    const duo = await db.duoCollection.create({ data: { name: 'Parent duos' } });
    const parent = await createPromotion({
      data: {
        is_parent: true, theme: 'ocean', domain: 'wellness.example.org', point_label: 'Star', point_label_plural: 'Stars',
        friend_label: 'Buddy', friend_label_plural: 'Buddies', location_labels: ['Region', 'Site'],
        flags: { is_teams_enabled: true, is_wall_enabled: false }, daily_activity_allowance: 5, daily_activity_minimum: 2,
        max_interest_choice: 3, collection_id: scene.id, duo_collection_id: duo.id, trivia_points: 44,
      },
    });
    const res = await create({ ...base(), parent_promotion_id: parent.id, friend_label: 'Pal' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      parent_promotion_id: parent.id, theme: 'ocean', domain: 'wellness.example.org', point_label: 'Star',
      point_label_plural: 'Stars', friend_label: 'Pal', friend_label_plural: 'Buddies', location_labels: ['Region', 'Site'],
      daily_activity_allowance: 5, daily_activity_minimum: 2, max_interest_choice: 3, collection_id: scene.id, duo_collection_id: duo.id,
    });
    expect(res.json.flags).toMatchObject({ is_teams_enabled: true, is_wall_enabled: false });
    // Points are not among the copied defaults.
    expect(res.json.trivia_points).toBe(5);
    // A promotion that is not a parent lends nothing.
    const notParent = await createPromotion();
    expect((await create({ ...base(), parent_promotion_id: notParent.id })).json.errors).toEqual([M.parentNotParent]);
  });

  it('writes one audit row with who, from where and the new fields', async () => {
    const res = await callRoute(createPromotionRoute, {
      method: 'POST', host: HOST, path: '/api/promotions', cookie, body: base(), headers: { 'x-renew-client-address': '203.0.113.9' },
    });
    const rows = await db.auditEvent.findMany({ where: { record_type: 'Promotion', record_id: String(res.json.id) } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', actor_id: masterId, promotion_id: res.json.id, organization_id: organizationId });
    expect(rows[0].after).toMatchObject({ name: 'Spring Move', program_length: 56 });
  });
});

describe('updating a promotion', () => {
  it('saves one flag by a partial update and records it as a toggle', async () => {
    const { json: p } = await create(base());
    const res = await update(p.id, { flags: { is_teams_enabled: true } });
    expect(res.status).toBe(200);
    expect(res.json.flags.is_teams_enabled).toBe(true);
    expect(res.json.flags.is_wall_enabled).toBe(true);
    expect(res.json.name).toBe('Spring Move');
    const rows = await db.auditEvent.findMany({ where: { record_type: 'Promotion', record_id: String(p.id), action: 'toggle' } });
    expect(rows).toHaveLength(1);
    expect(rows[0].before).toEqual({ flags: { is_teams_enabled: false } });
    expect(rows[0].after).toEqual({ flags: { is_teams_enabled: true } });
  });

  it('recomputes ends_on when the start or the length changes and checks the dates again', async () => {
    const { json: p } = await create(base());
    const res = await update(p.id, { program_length: 42 });
    expect(res.json).toMatchObject({ ends_on: '2027-04-11', weeks: 6, default_goal: 8 });
    const moved = await update(p.id, { starts_on: '2027-05-03' });
    expect(moved.json.ends_on).toBe('2027-06-13');
    const bad = await update(p.id, { disabled_on: '2027-05-01' });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual([M.disabledBeforeStart]);
    expect((await update(p.id, { program_length: 30 })).json.errors).toEqual([M.programLength]);
  });

  it('saves labels, the video fields and the coordinators, ignoring empty entries', async () => {
    const { json: p } = await create(base());
    const res = await update(p.id, {
      attraction_label: 'Quest', attraction_label_plural: 'Quests', location_labels: ['Region', 'Office'],
      video_url: 'https://video.example.com/intro', video_button_url: '', coordinators: ' a@example.com, ,b@example.com,, ',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ attraction_label: 'Quest', location_labels: ['Region', 'Office'], video_url: 'https://video.example.com/intro', video_button_url: null, coordinators: 'a@example.com,b@example.com' });
    const bad = await update(p.id, { coordinators: 'a@example.com, not-an-email' });
    expect(bad.status).toBe(422);
    expect(bad.json.errors[0]).toContain('not-an-email');
  });

  it('refuses a subdomain another promotion has, and keeps its own', async () => {
    const { json: a } = await create(base());
    const { json: b } = await create(base());
    expect((await update(b.id, { subdomain: a.subdomain })).json.errors).toEqual([M.subdomainTaken]);
    expect((await update(b.id, { subdomain: b.subdomain, name: 'Renamed' })).status).toBe(200);
  });

  it('answers 404 for a promotion that does not exist', async () => {
    const res = await update(999999, { name: 'x' });
    expect(res.status).toBe(404);
    expect(res.json.errors).toEqual([M.load]);
  });
});

describe('the default language', () => {
  it('is none unless chosen, takes a language Renew speaks, and is changed or cleared by a partial update', async () => {
    const plain = await create(base());
    expect(plain.status).toBe(201);
    expect(plain.json.default_locale).toBeNull();
    const spanish = await create({ ...base(), default_locale: 'es' });
    expect(spanish.status).toBe(201);
    expect(spanish.json.default_locale).toBe('es');
    expect((await db.promotion.findUniqueOrThrow({ where: { id: spanish.json.id }, select: { default_locale: true } })).default_locale).toBe('es');
    const english = await update(spanish.json.id, { default_locale: 'en' });
    expect(english.status).toBe(200);
    expect(english.json).toMatchObject({ default_locale: 'en', name: 'Spring Move' });
    const cleared = await update(spanish.json.id, { default_locale: null });
    expect(cleared.json.default_locale).toBeNull();
    // A save of another field leaves it as it is.
    await update(spanish.json.id, { default_locale: 'es' });
    expect((await update(spanish.json.id, { wall_label: 'Board' })).json.default_locale).toBe('es');
  });

  it('refuses a language Renew does not speak with a 422 that names the choices', async () => {
    for (const bad of ['fr', 'ES', 'es-MX', '', 7]) {
      const res = await create({ ...base(), default_locale: bad });
      expect(res.status, String(bad)).toBe(422);
      expect(res.json.errors, String(bad)).toEqual([M.defaultLocale]);
      expect(M.defaultLocale).toBe("Default language must be en or es, or none to follow the browser's language.");
    }
    const { json: p } = await create({ ...base(), default_locale: 'es' });
    const refused = await update(p.id, { default_locale: 'xx' });
    expect(refused.status).toBe(422);
    expect((await db.promotion.findUniqueOrThrow({ where: { id: p.id }, select: { default_locale: true } })).default_locale).toBe('es');
  });

  it('reads a language this build no longer speaks as none', async () => {
    const p = await createPromotion({ data: { default_locale: 'de' } });
    const res = await update(p.id, { name: 'Still here' });
    expect(res.status).toBe(200);
    expect(res.json.default_locale).toBeNull();
  });
});

describe('make_parent and update_library', () => {
  it('makes a promotion a parent, but never a child', async () => {
    const { json: p } = await create(base());
    const res = await callRoute(makeParent, { method: 'POST', host: HOST, path: `/api/promotions/${p.id}/make_parent`, cookie, params: { id: String(p.id) } });
    expect(res.status).toBe(200);
    expect(res.json.is_parent).toBe(true);
    const { json: child } = await create({ ...base(), parent_promotion_id: p.id });
    const refused = await callRoute(makeParent, { method: 'POST', host: HOST, path: `/api/promotions/${child.id}/make_parent`, cookie, params: { id: String(child.id) } });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual(['Could not make Promotion a Parent. Contact a Developer.']);
  });

  it('gives a child its parent library again', async () => {
    const first = await db.sceneCollection.create({ data: { name: 'Lib A' } });
    const second = await db.sceneCollection.create({ data: { name: 'Lib B' } });
    const parent = await createPromotion({ data: { is_parent: true, collection_id: first.id } });
    const { json: child } = await create({ ...base(), parent_promotion_id: parent.id });
    await update(child.id, { collection_id: second.id });
    const res = await callRoute(updateLibrary, { method: 'POST', host: HOST, path: `/api/promotions/${child.id}/update_library`, cookie, params: { id: String(child.id) } });
    expect(res.status).toBe(200);
    expect(res.json.collection_id).toBe(first.id);
    const orphan = (await create(base())).json;
    const none = await callRoute(updateLibrary, { method: 'POST', host: HOST, path: `/api/promotions/${orphan.id}/update_library`, cookie, params: { id: String(orphan.id) } });
    expect(none.status).toBe(422);
    expect(none.json.errors).toEqual([M.updateLibrary]);
  });
});

describe('the promotions table', () => {
  it('pages, sorts, searches and filters by organization and reseller on the server', async () => {
    const reseller = await db.reseller.create({ data: { name: 'Table reseller' } });
    const org = await db.organization.create({ data: { name: 'Table org', reseller_id: reseller.id } });
    const tag = uniqueSub();
    for (const [i, name] of ['Charlie', 'alpha', 'Bravo'].entries()) {
      await create({ ...base(), name: `${name} ${tag}`, subdomain: `${tag}${i}`, organization_id: org.id });
    }
    const get = (query: string) => callRoute(listPromotions, { host: HOST, path: `/api/promotions?${query}`, cookie });
    const byOrg = await get(`org_id=${org.id}&page_size=2&sort=name`);
    expect(byOrg.status).toBe(200);
    expect(byOrg.json.meta.total_records).toBe(3);
    expect(byOrg.json.data.map((r: { name: string }) => r.name)).toEqual([`alpha ${tag}`, `Bravo ${tag}`]);
    expect(byOrg.json.meta.links.next).toContain('page=2');
    const page2 = await get(`org_id=${org.id}&page_size=2&page=2&sort=name`);
    expect(page2.json.data.map((r: { name: string }) => r.name)).toEqual([`Charlie ${tag}`]);
    const desc = await get(`reseller_id=${reseller.id}&sort=subdomain&direction=desc`);
    expect(desc.json.data.map((r: { subdomain: string }) => r.subdomain)).toEqual([`${tag}2`, `${tag}1`, `${tag}0`]);
    expect(desc.json.data[0]).toMatchObject({ weeks: 8, organization_name: 'Table org', reseller_name: 'Table reseller' });
    const search = await get(`q=${tag}1`);
    expect(search.json.data).toHaveLength(1);
    expect((await get('sort=password')).status).toBe(422);
  });
});

describe('the promotion dashboard', () => {
  it('counts eligibility and shows the default goal calculation', async () => {
    const p = await createPromotion({ data: { program_length: 56, daily_activity_allowance: 3 } });
    const user = await createUser({ promotionId: p.id });
    await db.eligibility.createMany({ data: [{ promotion_id: p.id, identifier: 'e1', user_id: user.id }, { promotion_id: p.id, identifier: 'e2' }] });
    await db.pointThreshold.createMany({ data: [{ promotion_id: p.id, pointable_type: 'Step', value: 5000, points: 20 }] });
    const res = await callRoute(dashboard, { host: HOST, path: `/api/promotions/${p.id}/dashboard`, cookie, params: { id: String(p.id) } });
    expect(res.status).toBe(200);
    expect(res.json.eligibility).toMatchObject({ total: 2, active: 1 });
    // (10 points x 3 activities a day x 7 days + 0 behavior points x 1 day) x 8 weeks
    expect(res.json.goal).toMatchObject({ activity_points_per_day: 30, activity_days_per_week: 7, behavior_points_per_day: 0, weeks: 8, total: 1680 });
    expect(res.json.point_thresholds_count).toBe(1);
  });
});

describe('input the rules cannot use', () => {
  it('refuses an unknown time zone and days outside 2000–2099 with a 422, never a failure', async () => {
    const zone = await create({ ...base(), time_zone: 'Mars/Olympus' });
    expect(zone.status).toBe(422);
    expect(zone.json.errors[0]).toContain('Time zone must be an IANA zone');
    const far = await create({ ...base(), starts_on: '9999-12-31' });
    expect(far.status).toBe(422);
    expect(far.json.errors[0]).toContain('between 2000 and 2099');
  });
});
