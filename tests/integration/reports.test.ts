// Reports (docs/reports.md): CRUD by the §6 rules, Simple runs with every filter sign, the SQL sandbox (writes, sleeps,
// other promotions' rows and secret catalogues refused; `users` is the promotion's), location coordinators kept to
// their sub-tree, small-group suppression, the CSV export's formula neutralisation, the end-of-program report and
// the role table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { buildWorld } from '../helpers/authorization-world';
import { GET as listReports, POST as createReport } from '@/app/api/promotions/[id]/reports/route';
import { DELETE as deleteReport, PUT as updateReport } from '@/app/api/promotions/[id]/reports/[reportId]/route';
import { POST as runReport } from '@/app/api/promotions/[id]/reports/[reportId]/run/route';
import { GET as reportFields } from '@/app/api/promotions/[id]/report_fields/route';
import { GET as eop } from '@/app/api/promotions/[id]/eop/route';
import { POST as exportCsv } from '@/app/api/export/route';
import { closeReportPool, runSandboxed } from '@/server/reports/sandbox';

const DASH = 'dashboard.localhost:3000';

let A: Awaited<ReturnType<typeof createPromotion>>;
let B: Awaited<ReturnType<typeof createPromotion>>;
let master: string;
let coordinator: string;
let locationCoordinator: string;
let region: { id: number };
let office: { id: number };
let otherOffice: { id: number };

async function person(promotionId: number, first: string, last: string, locationId: number | null, points: number) {
  const u = await createUser({ promotionId, firstName: first, lastName: last, email: `${first}.${last}.${promotionId}@example.com` });
  await db.user.update({ where: { id: u.id }, data: { location_id: locationId } });
  await db.userPoints.create({ data: { user_id: u.id, promotion_id: promotionId, total_points: points, activity_points: points } });
  return u;
}

beforeAll(async () => {
  A = await createPromotion();
  B = await createPromotion();
  region = await db.location.create({ data: { promotion_id: A.id, name: 'North', sequence: 1 } });
  office = await db.location.create({ data: { promotion_id: A.id, name: 'Chicago', parent_location_id: region.id, sequence: 1 } });
  otherOffice = await db.location.create({ data: { promotion_id: A.id, name: 'Austin', sequence: 2 } });
  await person(A.id, 'Ada', 'Lovelace', office.id, 500);
  await person(A.id, 'Alan', 'Turing', office.id, 120);
  await person(A.id, 'Grace', 'Hopper', otherOffice.id, 300);
  for (let i = 0; i < 5; i++) await person(A.id, `Many${i}`, 'Austin', otherOffice.id, 10);
  await person(B.id, 'Secret', 'Other', null, 999);
  const m = await createUser({ promotionId: null, role: 'Master' });
  master = await signInCookie(m, { promotionId: null });
  const c = await createUser({ promotionId: A.id, role: 'Coordinator', email: `coord-${A.id}@example.com`, firstName: 'Cora', lastName: 'Coordinator' });
  coordinator = await signInCookie(c, { promotionId: null });
  const lc = await createUser({ promotionId: A.id, role: 'Location Coordinator', email: `lc-${A.id}@example.com`, firstName: 'Lena', lastName: 'Locale' });
  await db.user.update({ where: { id: lc.id }, data: { location_id: region.id } });
  locationCoordinator = await signInCookie(lc, { promotionId: null });
});

afterAll(async () => {
  await closeReportPool();
});

type Handler = Parameters<typeof callRoute>[0];
const call = (handler: Handler, cookie: string, method: string, params: Record<string, string>, body?: unknown, query = '') =>
  callRoute(handler, { method, host: DASH, path: `/api/x${query}`, cookie, params, body });
const run = (cookie: string, body: Record<string, unknown>, promotionId = A.id) =>
  call(runReport, cookie, 'POST', { id: String(promotionId), reportId: 'new' }, body, '?is_custom=true');
const sql = (cookie: string, text: string) => run(cookie, { report_type: 'SQL', sql: text });

describe('reports CRUD (§6 rules)', () => {
  it('saves new reports as custom, lets coordinators delete their own custom reports but never a master\'s', async () => {
    const id = String(A.id);
    const fields = await call(reportFields, coordinator, 'GET', { id });
    expect(fields.json.data.map((f: { name: string }) => f.name)).toContain('total_points');

    const mine = await call(createReport, coordinator, 'POST', { id }, { name: 'Top scorers', report_type: 'Simple', fields: ['first_name', 'total_points'], filters: [{ field: 'total_points', sign: '>=', value: '100' }] });
    expect(mine.status).toBe(201);
    expect(mine.json).toMatchObject({ is_custom: true, created_by_master: false, can_delete: true, filters: [{ field: 'total_points', sign: '>=', value: '100' }] });
    const theirs = await call(createReport, master, 'POST', { id }, { name: 'Master made', fields: ['email'] });
    expect(theirs.json.created_by_master).toBe(true);

    const listed = await call(listReports, coordinator, 'GET', { id });
    const byName = Object.fromEntries(listed.json.data.map((r: { name: string; can_delete: boolean; can_save: boolean }) => [r.name, r]));
    expect(byName['Master made']).toMatchObject({ can_delete: false, can_save: false });

    const refused = await call(deleteReport, coordinator, 'DELETE', { id, reportId: String(theirs.json.id) });
    expect(refused.status).toBe(403);
    expect(refused.json.errors).toEqual(['Report could not be deleted.']);
    const edit = await call(updateReport, coordinator, 'PUT', { id, reportId: String(theirs.json.id) }, { name: 'Mine now', fields: ['email'] });
    expect(edit.status).toBe(403);

    // Switching to SQL keeps only the SQL (filters cleared); a coordinator may not write SQL.
    const toSql = await call(updateReport, coordinator, 'PUT', { id, reportId: String(mine.json.id) }, { name: 'Top scorers', report_type: 'SQL', sql: 'SELECT 1 AS one', fields: ['email'] });
    expect(toSql.status).toBe(403);
    expect(toSql.json.errors).toEqual(['Only a master can write the SQL of a report.']);
    const masterSql = await call(updateReport, master, 'PUT', { id, reportId: String(mine.json.id) }, { name: 'Top scorers', report_type: 'SQL', sql: 'SELECT 1 AS one', fields: ['email'], filters: [{ field: 'email', sign: 'is', value: 'x' }] });
    expect(masterSql.json).toMatchObject({ report_type: 'SQL', sql: 'SELECT 1 AS one', fields: [], filters: [] });

    const unknown = await call(createReport, coordinator, 'POST', { id }, { name: 'Bad', fields: ['password_hash'] });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors).toEqual(['Unknown report field: password_hash.']);

    expect((await call(deleteReport, master, 'DELETE', { id, reportId: String(theirs.json.id) })).status).toBe(204);
    const audit = await db.auditEvent.findMany({ where: { record_type: 'Report', promotion_id: A.id }, select: { action: true } });
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'create', 'delete', 'update']);
  });

  it('never opens another promotion\'s report', async () => {
    const other = await db.report.create({ data: { promotion_id: B.id, name: 'B only', fields: ['email'] } });
    const res = await call(runReport, master, 'POST', { id: String(A.id), reportId: String(other.id) }, {});
    expect(res.status).toBe(404);
    const del = await call(deleteReport, master, 'DELETE', { id: String(A.id), reportId: String(other.id) });
    expect(del.status).toBe(404);
    expect(await db.report.count({ where: { id: other.id } })).toBe(1);
    // A coordinator of A naming B is told B does not exist.
    expect((await call(listReports, coordinator, 'GET', { id: String(B.id) })).status).toBe(404);
  });
});

describe('running Simple reports', () => {
  it('answers the fields and rows with every filter sign', async () => {
    const base = { report_type: 'Simple', fields: ['first_name', 'last_name', 'location', 'top_level_location', 'total_points'] };
    const all = await run(master, base);
    expect(all.status).toBe(200);
    expect(all.json.fields.map((f: { display_name: string }) => f.display_name)).toEqual(['First Name', 'Last Name', 'Location', 'Region', 'Total Points']);
    expect(all.json.rows).toContainEqual(['Ada', 'Lovelace', 'Chicago', 'North', 500]);
    expect(all.json.rows.map((r: unknown[]) => r[0])).not.toContain('Secret');
    expect(all.json).toMatchObject({ limited: false, row_limit: 50_000 });

    const names = async (filters: unknown[]) => (await run(master, { ...base, filters })).json.rows.map((r: unknown[]) => r[0]).sort();
    expect(await names([{ field: 'total_points', sign: '>', value: '200' }])).toEqual(['Ada', 'Grace']);
    expect(await names([{ field: 'total_points', sign: '<=', value: '120' }, { field: 'location', sign: 'is', value: 'chicago' }])).toEqual(['Alan']);
    expect(await names([{ field: 'first_name', sign: 'starts with', value: 'A' }])).toEqual(['Ada', 'Alan']);
    expect(await names([{ field: 'total_points', sign: 'between', value: '100,400' }])).toEqual(['Alan', 'Grace']);
    // Coordinators take part too; Cora has no location, Lena sits at the region.
    expect(await names([{ field: 'location', sign: 'is not', value: 'Austin' }])).toEqual(['Ada', 'Alan', 'Cora', 'Lena']);
    expect(await names([{ field: 'first_name', sign: 'starts with', value: "x' OR 1=1 --" }])).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await names([{ field: 'created_at', sign: 'between', value: `2000-01-01,${today}` }, { field: 'first_name', sign: 'is', value: 'grace' }])).toEqual(['Grace']);
    expect(await names([{ field: 'created_at', sign: '<', value: '2001-01-01' }])).toEqual([]);

    const bad = await run(master, { ...base, filters: [{ field: 'total_points', sign: '>', value: 'lots' }] });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual(['The value for total_points must be a number.']);
    const empty = await run(master, { ...base, filters: [{ field: 'total_points', sign: '>', value: '' }] });
    expect(empty.json.errors).toEqual(['A filter needs a field, a sign and a value.']);
    const byLocation = await run(master, { ...base, top_level_location: region.id });
    expect(byLocation.json.rows.map((r: unknown[]) => r[0]).sort()).toEqual(['Ada', 'Alan', 'Lena']);
    const foreign = await run(master, { ...base, location: 999_999 });
    expect(foreign.status).toBe(404);
  });

  it('reads custom-prompt answers as columns (one pass over the answers) and filters by them', async () => {
    const prompts = await Promise.all(['Work mode', 'Shift'].map((prompt) => db.customPrompt.create({ data: { promotion_id: A.id, prompt, type_of_prompt: 'TEXTBOX', data_type: 'string' } })));
    await db.reportField.createMany({ data: prompts.map((p, i) => ({ promotion_id: A.id, category: 'Custom Prompts', name: `CustomPrompt_${p.id}`, display_name: p.prompt, sequence: 100 + i })) });
    const users = await db.user.findMany({ where: { promotion_id: A.id, profile: { first_name: { in: ['Ada', 'Alan'] } } }, select: { id: true, profile: { select: { first_name: true } } } });
    const id = (name: string) => users.find((u) => u.profile?.first_name === name)!.id;
    await db.customPromptAnswer.createMany({ data: [
      { promotion_id: A.id, user_id: id('Ada'), custom_prompt_id: prompts[0]!.id, value: 'Remote' },
      { promotion_id: A.id, user_id: id('Ada'), custom_prompt_id: prompts[1]!.id, value: 'Night' },
      { promotion_id: A.id, user_id: id('Alan'), custom_prompt_id: prompts[0]!.id, value: 'Office' },
    ] });
    const fields = ['first_name', `CustomPrompt_${prompts[0]!.id}`, `CustomPrompt_${prompts[1]!.id}`];
    const all = await run(master, { report_type: 'Simple', fields });
    expect(all.json.fields.map((f: { display_name: string }) => f.display_name)).toEqual(['First Name', 'Work mode', 'Shift']);
    expect(all.json.rows).toContainEqual(['Ada', 'Remote', 'Night']);
    expect(all.json.rows).toContainEqual(['Alan', 'Office', null]);
    expect(all.json.rows).toContainEqual(['Grace', null, null]);
    const remote = await run(master, { report_type: 'Simple', fields: ['first_name'], filters: [{ field: `CustomPrompt_${prompts[0]!.id}`, sign: 'is', value: 'remote' }] });
    expect(remote.json.rows).toEqual([['Ada']]);
  });

  it('keeps a location coordinator to their sub-tree, and SQL reports to the platform operator', async () => {
    const simple = await run(locationCoordinator, { report_type: 'Simple', fields: ['first_name'] });
    expect(simple.json.rows.map((r: unknown[]) => r[0]).sort()).toEqual(['Ada', 'Alan', 'Lena']);
    const saved = await db.report.create({ data: { promotion_id: A.id, name: 'Everyone', report_type: 'SQL', sql: 'SELECT first_name FROM users ORDER BY 1', created_by_master: true, as_custom: false } });
    // Employer-side roles never run SQL, not even a saved report (docs/privacy.md).
    const viaSql = await call(runReport, locationCoordinator, 'POST', { id: String(A.id), reportId: String(saved.id) }, {});
    expect(viaSql.status).toBe(403);
    expect(viaSql.json.errors).toEqual(['SQL reports are run by the platform operator only: choose a Simple report.']);
    // Asking for another location gives nobody, not that location's people.
    const elsewhere = await run(locationCoordinator, { report_type: 'Simple', fields: ['first_name'], location: otherOffice.id });
    expect(elsewhere.json.rows).toEqual([]);
  });
});

describe('the SQL sandbox', () => {
  it('reads the promotion\'s own rows through `users`', async () => {
    const res = await sql(master, 'SELECT email FROM users ORDER BY email');
    expect(res.status).toBe(200);
    expect(res.json.rows.flat()).toHaveLength(10);
    expect(res.json.rows.flat().join()).not.toContain('Secret');
    const star = await sql(master, 'SELECT * FROM users');
    expect(star.json.fields.map((f: { name: string }) => f.name)).not.toContain('password_hash');
    const placeholder = await sql(master, 'SELECT count(*) AS n FROM users WHERE promotion_id = :promotion_id');
    expect(placeholder.json.rows).toEqual([[10]]);
  });

  it('refuses writes, other statements, other promotions\' rows, secret catalogues and long sleeps with clear messages', async () => {
    const before = await db.user.count();
    const insert = await sql(master, "INSERT INTO users (email) VALUES ('x@example.com')");
    expect(insert.status).toBe(422);
    expect(insert.json.errors).toEqual(['SQL reports can only read data: start the report with SELECT or WITH.']);
    const chained = await sql(master, 'SELECT 1; DELETE FROM users');
    expect(chained.json.errors).toEqual(['A SQL report is one statement: remove the semicolons inside it.']);
    const cte = await sql(master, 'WITH gone AS (DELETE FROM users RETURNING id) SELECT * FROM gone');
    expect(cte.status).toBe(422);
    const raw = await sql(master, 'SELECT u.email FROM users u JOIN public.users o ON o.id <> u.id');
    expect(raw.status).toBe(422);
    expect(raw.json.errors[0]).toMatch(/^SQL reports can read only the promotion’s report views/);
    const scopes = await sql(master, 'SELECT * FROM report_sandbox.scopes');
    expect(scopes.json.errors[0]).toMatch(/^SQL reports can read only/);
    const authid = await sql(master, 'SELECT rolname, rolpassword FROM pg_authid');
    expect(authid.json.errors[0]).toMatch(/^SQL reports can read only/);
    const shadow = await sql(master, 'SELECT * FROM pg_shadow');
    expect(shadow.status).toBe(422);
    const role = await sql(master, "SELECT set_config('role', current_user, true)");
    expect(role.json.errors).toEqual(['SQL reports cannot use set_config.']);
    expect(await db.user.count()).toBe(before);

    process.env.REPORT_TIMEOUT_MS = '1000';
    try {
      const started = Date.now();
      const sleep = await sql(master, 'SELECT pg_sleep(60)');
      expect(sleep.status).toBe(422);
      expect(sleep.json.errors).toEqual(['The report took longer than 1 seconds and was stopped.']);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      delete process.env.REPORT_TIMEOUT_MS;
    }
  });

  it('cannot switch back to the application\'s role even past the text checks', async () => {
    // Straight to the sandbox: PostgreSQL itself refuses a role change inside the runner.
    await expect(runSandboxed({ promotionId: A.id, locationIds: null }, "SELECT set_config('role', session_user, true)", 10)).rejects.toMatchObject({ kind: 'invalid' });
    await expect(runSandboxed({ promotionId: A.id, locationIds: null }, "SELECT query_to_xml('select email from public.users', true, false, '')", 10)).rejects.toMatchObject({ kind: 'invalid' });
    const rows = await runSandboxed({ promotionId: B.id, locationIds: null }, 'SELECT first_name FROM users', 10);
    expect(rows).toEqual([{ first_name: 'Secret' }]);
  });

  it('runs for masters only, with exact figures', async () => {
    const text = 'SELECT l.name AS location, count(*) AS participants, sum(p.total_points) AS points FROM users u JOIN locations l ON l.id = u.location_id JOIN user_points p ON p.user_id = u.id GROUP BY l.name ORDER BY l.name';
    const saved = await db.report.create({ data: { promotion_id: A.id, name: 'By location', report_type: 'SQL', sql: text, created_by_master: true, as_custom: false } });
    const params = { id: String(A.id), reportId: String(saved.id) };
    const asCoordinator = await call(runReport, coordinator, 'POST', params, {});
    expect(asCoordinator.status).toBe(403);
    const asMaster = await call(runReport, master, 'POST', params, {});
    expect(asMaster.json.rows).toEqual([['Austin', 6, 350], ['Chicago', 2, 620]]);
  });
});

describe('CSV export', () => {
  it('streams the report with formula cells neutralised', async () => {
    const evil = await person(A.id, 'Evil', 'One', office.id, 7);
    await db.profile.update({ where: { user_id: evil.id }, data: { first_name: '=HYPERLINK("http://x")', last_name: '\u22122+3' } });
    await db.user.update({ where: { id: evil.id }, data: { email: 'evil@example.com' } });
    const other = await person(A.id, 'Other', 'Two', office.id, 8);
    await db.profile.update({ where: { user_id: other.id }, data: { first_name: '@SUM(A1)', last_name: '\tTab' } });
    await db.user.update({ where: { id: other.id }, data: { email: '-1+cmd@example.com' } });
    const data = JSON.stringify({ promotion_id: A.id, report_id: 'new', is_custom: true, report_type: 'Simple', fields: ['first_name', 'last_name', 'email', 'total_points'], filters: [{ field: 'total_points', sign: 'between', value: '1,9' }] });
    const res = await callRoute(exportCsv, {
      method: 'POST', host: DASH, path: `/api/export?promotion_id=${A.id}`, cookie: coordinator,
      rawBody: new URLSearchParams({ filename: 'low scorers', data }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="low scorers.csv"');
    const lines = String(res.json).trim().split('\r\n');
    expect(lines[0]).toBe('First Name,Last Name,Email,Total Points');
    expect(lines.slice(1).sort()).toEqual([`"'=HYPERLINK(""http://x"")",'\u22122+3,evil@example.com,7`, `'@SUM(A1),'\tTab,'-1+cmd@example.com,8`].sort());

    // Another promotion named in the data is a 404, not its rows.
    const foreign = await callRoute(exportCsv, {
      method: 'POST', host: DASH, path: `/api/export?promotion_id=${A.id}`, cookie: master,
      body: { filename: 'x', data: { ...JSON.parse(data), promotion_id: B.id } },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('the end-of-program report', () => {
  it('answers totals and locations as JSON and a PDF, suppressed for coordinators', async () => {
    const id = String(A.id);
    const asMaster = await call(eop, master, 'GET', { id });
    expect(asMaster.status).toBe(200);
    expect(asMaster.json.totals.participants).toBe(12);
    expect(asMaster.json.by_location).toContainEqual({ location: 'North', participants: 5, active: 0, activities: 0 });
    expect(asMaster.json.by_location).toContainEqual({ location: 'No location', participants: 1, active: 0, activities: 0 });
    const asCoordinator = await call(eop, coordinator, 'GET', { id });
    expect(asCoordinator.json.by_location).toContainEqual({ location: 'No location', participants: '< 5', active: '< 5', activities: '< 5' });
    // Complementary suppression: the total minus the other locations would give the 1 back, so the next-smallest goes too.
    expect(asCoordinator.json.by_location).toContainEqual({ location: 'North', participants: '< 5', active: '< 5', activities: '< 5' });
    const scoped = await call(eop, locationCoordinator, 'GET', { id });
    expect(scoped.json.totals.participants).toBe(5);
    expect(scoped.json.by_location.map((l: { location: string }) => l.location)).toEqual(['North']);
    const pdf = await callRoute(eop, { host: DASH, path: `/api/promotions/${id}/eop?format=pdf`, cookie: master, params: { id } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(String(pdf.json).startsWith('%PDF')).toBe(true);
    const foreign = await callRoute(eop, { host: DASH, path: `/api/promotions/${id}/eop?location_id=999999`, cookie: master, params: { id } });
    expect(foreign.status).toBe(404);
  });
});

describe('the role table', () => {
  it('lets every promotion administrator run reports, and nobody else', async () => {
    const world = await buildWorld();
    const expected: Record<string, number> = {
      visitor: 401, 'participant of A': 403, 'coordinator of A': 200, 'location coordinator of A': 200, 'regional coordinator of A': 200,
      'participant of B': 404, 'super coordinator covering A': 200, 'reseller of A': 200, poster: 404, master: 200,
    };
    const id = String(world.promotions.A.id);
    const seen: Record<string, number> = {};
    for (const p of world.principals) {
      const res = await callRoute(listReports, { host: DASH, path: `/api/promotions/${id}/reports`, cookie: await world.cookie(p, 'dashboard'), params: { id } });
      seen[p.name] = res.status;
    }
    expect(seen).toEqual(expected);
  });
});
