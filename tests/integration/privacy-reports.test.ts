// The organization's floor in Simple reports and their exports (docs/privacy.md): a custom prompt marked sensitive on
// the admin form reaches employer-side roles only as people per answer, through the suppression service at the
// organization's floor (here 7: an answer given by 6 people is hidden); never per
// person, never beside other fields, filters, dates or a location; the CSV is the screen. Masters keep every row and
// SQL. The cockpit's health figures go through the same floor; consent is recorded at registration and is the
// person's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { registrationBody } from '../helpers/onboarding-factories';
import { POST as createPrompt } from '@/app/api/promotions/[id]/custom_prompts/route';
import { PUT as updatePrompt } from '@/app/api/promotions/[id]/custom_prompts/[promptId]/route';
import { POST as runReport } from '@/app/api/promotions/[id]/reports/[reportId]/run/route';
import { GET as reportFields } from '@/app/api/promotions/[id]/report_fields/route';
import { POST as exportCsv } from '@/app/api/export/route';
import { POST as registerRoute } from '@/app/api/users/route';
import { GET as getConsent, PUT as putConsent } from '@/app/api/users/me/consent/route';
import { closeReportPool } from '@/server/reports/sandbox';
import { clearStatsCache } from '@/server/coordinator/stats';
import { coordinatorScope } from '@/server/coordinator/context';
import { actorOf } from '@/server/auth/actor';
import { promotionById, forgetCachedPromotions } from '@/server/tenancy/promotion-context';
import { promotionHealth } from '@/server/promotions/admin/cockpit';
import { createSessionCookie } from '@/server/auth/session';
import { AGGREGATE_ONLY_CATEGORY } from '@/server/privacy/report-fields';
import { customPromptName } from '@/lib/evaluations/admin';
import { PRIVACY_POLICY_VERSION } from '@/lib/privacy/constants';

const DASH = 'dashboard.localhost:3000';
let p: Awaited<ReturnType<typeof createPromotion>>;
let master: string;
let coordinator: string;
let coordinatorUser: Awaited<ReturnType<typeof createUser>>;
let sensitive: string;
let plain: string;

type Handler = Parameters<typeof callRoute>[0];
const run = (cookie: string, body: Record<string, unknown>) =>
  callRoute(runReport as Handler, {
    method: 'POST', host: DASH, path: `/api/promotions/${p.id}/reports/new/run?is_custom=true`, cookie,
    params: { id: String(p.id), reportId: 'new' }, body: { report_type: 'Simple', ...body },
  });

beforeAll(async () => {
  p = await createPromotion({ organization: { privacy_floor: 7 } });
  master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
  coordinatorUser = await createUser({ promotionId: p.id, role: 'Coordinator' });
  coordinator = await signInCookie(coordinatorUser, { promotionId: null });
  // The master marks one prompt sensitive on the admin form (the API it saves through); the other stays per person.
  const body = (prompt: string, is_sensitive: boolean) => ({ prompt, type_of_prompt: 'TEXTBOX', flags: { is_visible_in_profile: false, is_sensitive } });
  const create = (b: unknown) => callRoute(createPrompt as Handler, { method: 'POST', host: DASH, path: `/api/promotions/${p.id}/custom_prompts`, cookie: master, params: { id: String(p.id) }, body: b });
  const stress = await create(body('How stressed have you been this month?', true));
  expect(stress.status).toBe(201);
  expect(stress.json.flags).toEqual({ is_visible_in_profile: false, is_sensitive: true });
  const department = await create(body('Department', false));
  sensitive = customPromptName(stress.json.id);
  plain = customPromptName(department.json.id);
  // 24 participants: Calm 10, Okay 8, Stressed 6.
  const answers = [...Array(10).fill('Calm'), ...Array(8).fill('Okay'), ...Array(6).fill('Stressed')] as string[];
  for (const [i, value] of answers.entries()) {
    const u = await createUser({ promotionId: p.id, firstName: `Person${i}`, lastName: 'Floor' });
    await db.customPromptAnswer.createMany({ data: [
      { promotion_id: p.id, user_id: u.id, custom_prompt_id: stress.json.id, value },
      { promotion_id: p.id, user_id: u.id, custom_prompt_id: department.json.id, value: i % 2 ? 'Sales' : 'Support' },
    ] });
  }
}, 60_000);

afterAll(async () => {
  await closeReportPool();
});

describe('the sensitive checkbox', () => {
  it('is saved, read back and cleared through the custom-prompt API', async () => {
    const id = Number(sensitive.split('_')[1]);
    const update = (is_sensitive: boolean) => callRoute(updatePrompt as Handler, {
      method: 'PUT', host: DASH, path: `/api/promotions/${p.id}/custom_prompts/${id}`, cookie: master,
      params: { id: String(p.id), promptId: String(id) },
      body: { prompt: 'How stressed have you been this month?', type_of_prompt: 'TEXTBOX', flags: { is_visible_in_profile: false, is_sensitive } },
    });
    expect((await update(false)).json.flags.is_sensitive).toBe(false);
    // Not sensitive any more: a coordinator lists it per person like any profile question.
    const perPerson = await run(coordinator, { fields: ['first_name', sensitive] });
    expect(perPerson.status).toBe(200);
    expect(perPerson.json.rows).toHaveLength(25);
    expect((await update(true)).json.flags.is_sensitive).toBe(true);
    const refused = await run(coordinator, { fields: ['first_name', sensitive] });
    expect(refused.status).toBe(403);
  });
});

describe('Simple reports at the organization’s floor', () => {
  it('gives a coordinator people per answer, an answer of 6 people under a floor of 7 hidden with its complement', async () => {
    const res = await run(coordinator, { fields: [sensitive] });
    expect(res.status).toBe(200);
    expect(res.json.fields.map((f: { display_name: string }) => f.display_name)).toEqual(['How stressed have you been this month?', 'Participants']);
    // Stressed (6) is under 7, and so is "No answer" (the coordinator, a participant too): hidden together they are 7
    // people, so no subtraction from the 25 gives either back.
    expect(res.json.rows).toEqual([['Calm', 10], ['Okay', 8], ['Other answers', '< 7']]);
    expect(res.json.suppressed).toBe(2);
    expect(JSON.stringify(res.json)).not.toContain('Stressed');
    expect(JSON.stringify(res.json)).not.toContain('Person');
  });

  it('writes the same figures to the CSV export', async () => {
    const data = JSON.stringify({ promotion_id: p.id, report_id: 'new', is_custom: true, report_type: 'Simple', fields: [sensitive] });
    const res = await callRoute(exportCsv as Handler, {
      method: 'POST', host: DASH, path: `/api/export?promotion_id=${p.id}`, cookie: coordinator,
      rawBody: new URLSearchParams({ filename: 'stress', data }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(String(res.json).trim().split('\r\n')).toEqual(['How stressed have you been this month?,Participants', 'Calm,10', 'Okay,8', 'Other answers,< 7']);
  });

  it('never lists the answer per person, beside another field, under a filter, dates or a location', async () => {
    for (const body of [
      { fields: ['first_name', sensitive] },
      { fields: [plain, sensitive] },
      { fields: [sensitive], filters: [{ field: plain, sign: 'is', value: 'Sales' }] },
      { fields: ['email'], filters: [{ field: sensitive, sign: 'is', value: 'Stressed' }] },
      { fields: [sensitive], min_date: '2020-01-01' },
    ]) {
      const res = await run(coordinator, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.json.errors[0]).toContain('is shown only as counts of at least 7 people');
    }
    // A question not marked sensitive stays per person.
    const department = await run(coordinator, { fields: ['first_name', plain] });
    expect(department.json.rows).toHaveLength(25);
  });

  it('hides every answer when the whole reach is under the floor', async () => {
    const small = await createPromotion({ organization: { privacy_floor: 7 } });
    const prompt = await db.customPrompt.create({ data: { promotion_id: small.id, prompt: 'Sleep', type_of_prompt: 'TEXTBOX', data_type: 'string', flags: { is_sensitive: true } } });
    await db.reportField.create({ data: { promotion_id: small.id, category: 'Custom Prompts', name: customPromptName(prompt.id), display_name: 'Sleep' } });
    for (let i = 0; i < 6; i++) {
      const u = await createUser({ promotionId: small.id });
      await db.customPromptAnswer.create({ data: { promotion_id: small.id, user_id: u.id, custom_prompt_id: prompt.id, value: i < 5 ? 'Well' : 'Badly' } });
    }
    const co = await signInCookie(await createUser({ promotionId: small.id, role: 'Coordinator' }), { promotionId: null });
    const res = await callRoute(runReport as Handler, {
      method: 'POST', host: DASH, path: `/api/promotions/${small.id}/reports/new/run?is_custom=true`, cookie: co,
      params: { id: String(small.id), reportId: 'new' }, body: { report_type: 'Simple', fields: [customPromptName(prompt.id)] },
    });
    // Every answer is under 7 (5 Well, 1 Badly, the coordinator's no answer): not even which answers were given shows.
    expect(res.json.rows).toEqual([['All answers', '< 7']]);
  });

  it('lists the answer for employer-side roles under its own category, and keeps every row and SQL for masters', async () => {
    const fields = await callRoute(reportFields as Handler, { host: DASH, path: `/api/promotions/${p.id}/report_fields`, cookie: coordinator, params: { id: String(p.id) } });
    expect(fields.json.data.find((f: { name: string }) => f.name === sensitive)).toMatchObject({ category: AGGREGATE_ONLY_CATEGORY });
    expect(fields.json.data.find((f: { name: string }) => f.name === plain)).toMatchObject({ category: 'Custom Prompts' });
    const rows = await run(master, { fields: ['first_name', sensitive] });
    expect(rows.json.rows).toHaveLength(25);
    expect(rows.json.rows).toContainEqual(['Person23', 'Stressed']);
    expect(rows.json.suppressed).toBe(0);
    const sql = await run(master, { report_type: 'SQL', sql: `SELECT value, count(*)::int AS n FROM custom_prompt_answers WHERE custom_prompt_id = ${sensitive.split('_')[1]} GROUP BY 1 ORDER BY 1` });
    expect(sql.json.rows).toEqual([['Calm', 10], ['Okay', 8], ['Stressed', 6]]);
    expect((await run(coordinator, { report_type: 'SQL', sql: 'SELECT 1 AS one' })).status).toBe(403);
  });
});

describe('the cockpit at the organization’s floor', () => {
  it('hides a coordinator’s registered count under the floor of 30; a master sees it', async () => {
    const health = async (user: Awaited<ReturnType<typeof createUser>>, role: 'Master' | 'Coordinator') => {
      clearStatsCache();
      forgetCachedPromotions();
      const resolved = (await promotionById(p.id))!;
      const scope = await coordinatorScope(resolved, { actor: actorOf(await db.user.findUniqueOrThrow({ where: { id: user.id } }) as never), locationId: null });
      return promotionHealth(resolved, scope, { role, query: '' });
    };
    const org = (await db.promotion.findUniqueOrThrow({ where: { id: p.id }, select: { organization_id: true } })).organization_id;
    await db.organization.update({ where: { id: org }, data: { privacy_floor: 30 } });
    try {
      expect((await health(coordinatorUser, 'Coordinator')).registered).toEqual({ value: null, suppressed: true });
      const masterUser = await createUser({ promotionId: null, role: 'Master' });
      expect((await health(masterUser, 'Master')).registered.value).toBe(24);
      await db.organization.update({ where: { id: org }, data: { privacy_floor: 7 } });
      expect((await health(coordinatorUser, 'Coordinator')).registered).toEqual({ value: 24, suppressed: false });
    } finally {
      await db.organization.update({ where: { id: org }, data: { privacy_floor: 7 } });
    }
  });
});

describe('consent', () => {
  it('records the current policy at registration, so the prompt does not ask a new participant', async () => {
    const res = await callRoute(registerRoute as Handler, { method: 'POST', host: p.host, path: '/api/users', body: registrationBody() });
    expect(res.status).toBe(201);
    const row = await db.user.findUniqueOrThrow({ where: { id: res.json.id }, select: { privacy_policy_version: true, privacy_policy_accepted_at: true } });
    expect(row.privacy_policy_version).toBe(PRIVACY_POLICY_VERSION);
    expect(row.privacy_policy_accepted_at).not.toBeNull();
    const session = res.setCookies.find((c) => c.startsWith('next-auth.session-token='))!.split(';')[0]!;
    const consent = await callRoute(getConsent as Handler, { host: p.host, path: '/api/users/me/consent', cookie: session });
    expect(consent.json).toMatchObject({ privacy_policy_pending: false, ask_now: false, viewed_as: false });
  });

  it('asks a participant who has not accepted the current version, but never records for an administrator viewing as them', async () => {
    const person = await createUser({ promotionId: p.id });
    const own = await signInCookie(person, { promotionId: p.id });
    const get = (cookie: string) => callRoute(getConsent as Handler, { host: p.host, path: '/api/users/me/consent', cookie });
    const put = (cookie: string, body: unknown) => callRoute(putConsent as Handler, { method: 'PUT', host: p.host, path: '/api/users/me/consent', cookie, body });
    expect((await get(own)).json).toMatchObject({ privacy_policy_pending: true, ask_now: true });

    const viewing = await createSessionCookie({ userId: person.id, stay: false, sessionVersion: 0, promotionId: p.id, impersonatorId: coordinatorUser.id });
    const viewedAs = `${viewing.name}=${viewing.value}`;
    expect((await get(viewedAs)).json).toMatchObject({ privacy_policy_pending: true, ask_now: false, viewed_as: true });
    for (const body of [{ privacy_policy_version: PRIVACY_POLICY_VERSION }, { cookie_choice: 'all' }]) {
      const refused = await put(viewedAs, body);
      expect(refused.status).toBe(403);
    }
    expect(await db.user.findUniqueOrThrow({ where: { id: person.id }, select: { privacy_policy_version: true, cookie_choice: true } }))
      .toEqual({ privacy_policy_version: null, cookie_choice: null });

    // The cookie card's answer and the prompt's, from the person themself.
    expect((await put(own, { cookie_choice: 'essential' })).json).toMatchObject({ cookie_choice: 'essential', ask_now: true });
    expect((await put(own, { privacy_policy_version: PRIVACY_POLICY_VERSION })).json).toMatchObject({ privacy_policy_pending: false, ask_now: false });
  });
});
