// Issue 37, finding 6 (docs/reports.md "The sandbox"): a session-level advisory lock taken in a report outlived its
// ROLLBACK on the pooled connection (a participant's sign-in answered 429 until the connection idled out); results
// had no size cap (a 20 MB row came back); pg_user_mappings, pg_roles, pg_class and pg_stat_activity were readable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { POST as runReport } from '@/app/api/promotions/[id]/reports/[reportId]/run/route';
import { POST as authenticate } from '@/app/api/users/authenticate/route';
import { closeReportPool, runSandboxed, ROW_BYTE_CAP } from '@/server/reports/sandbox';
import { REPORT_MESSAGES as M } from '@/lib/reports/schemas';
import { db } from '@/server/db';

const DASH = 'dashboard.localhost:3000';
let promo: Awaited<ReturnType<typeof createPromotion>>;
let master: string;

beforeAll(async () => {
  promo = await createPromotion();
  await createUser({ promotionId: promo.id, email: 'sandbox-person@example.com' });
  master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
});
afterAll(() => closeReportPool());

const sql = (text: string) =>
  callRoute(runReport, {
    method: 'POST', host: DASH, path: `/api/promotions/${promo.id}/reports/new/run?is_custom=true`, cookie: master,
    params: { id: String(promo.id), reportId: 'new' }, body: { report_type: 'SQL', sql: text },
  });

describe('session state does not outlive a report', () => {
  it('a session-level advisory lock taken in a report is released with it: a later sign-in is not blocked', async () => {
    const ip = '203.0.113.77';
    // The lock the sign-in throttle takes for this client (server/security/sql.ts), taken by the report's SQL as it
    // ran before the name check (straight through the sandbox, as a report that slipped past it would).
    const lock = `SELECT pg_advisory_lock(hashtext('renew.guess.sign_in.client'), hashtext('${ip}')) AS locked`;
    // Every connection of the report pool takes it (the pool holds 3).
    for (let i = 0; i < 3; i++) await runSandboxed({ promotionId: promo.id, locationIds: null }, lock, 10);
    const held = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted
      AND classid = hashtext('renew.guess.sign_in.client')::oid AND objid = hashtext(${ip})::oid`;
    expect(held[0]!.n).toBe(0);
    const signIn = await callRoute(authenticate, {
      method: 'POST', host: promo.host, path: '/api/users/authenticate', body: { email: 'sandbox-person@example.com', password: 'Wrong-pass1!' },
      headers: { 'x-renew-client-address': ip, 'x-forwarded-for': ip },
    });
    expect(signIn.status).toBe(401);
    // Through the API the report is refused by name before it reaches the database.
    const refused = await sql(lock);
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual([M.sqlCatalog('pg_advisory_lock')]);
  }, 60_000);
});

describe('result caps', () => {
  it('stops a report with a row larger than the per-row cap (a single huge value)', async () => {
    const answer = await sql(`SELECT repeat('x', ${ROW_BYTE_CAP + 10}) AS big`);
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual([M.sqlRowTooLarge(1)]);
  });

  it('stops a report whose rows together pass the byte cap, before any of them reach the application', async () => {
    const scope = { promotionId: promo.id, locationIds: null };
    const text = "SELECT repeat('x', 900000) AS v FROM generate_series(1, 3)";
    await expect(runSandboxed(scope, text, 100, 15_000, 2 * 1024 * 1024)).rejects.toMatchObject({ kind: 'invalid', messages: [M.sqlTooLarge(2)] });
    // Under the cap the same rows come back.
    expect(await runSandboxed(scope, text, 100, 15_000, 3 * 1024 * 1024)).toHaveLength(3);
  });
});

describe('system catalogs', () => {
  it.each([
    ['pg_user_mappings', 'SELECT * FROM pg_user_mappings'],
    ['pg_roles', 'SELECT rolname FROM pg_roles'],
    ['pg_class', 'SELECT relname, reltuples FROM pg_class'],
    ['pg_catalog', 'SELECT relname FROM pg_catalog . "pg_class"'],
    ['pg_stat_activity', 'SELECT query, client_addr FROM pg_stat_activity'],
    ['pg_stat_get_activity', 'SELECT * FROM pg_stat_get_activity(NULL)'],
    ['information_schema', 'SELECT table_name FROM information_schema.tables'],
    ['query_to_xml', "SELECT query_to_xml('select * from pg' || '_roles', true, true, '')"],
    ['table_to_xml', "SELECT table_to_xml(1260::oid::regclass, true, true, '')"],
    ['regclass', 'SELECT 1259::regclass::text AS name'],
  ])('refuses %s with a clear message', async (what, text) => {
    const answer = await sql(text);
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual([M.sqlCatalog(what)]);
  });

  it('still runs a report over the views, and pg_sleep under the time limit', async () => {
    const answer = await sql('SELECT count(*) AS n, max(pg_sleep(0)::text) AS slept FROM users');
    expect(answer.status).toBe(200);
    expect(answer.json.rows).toEqual([[1, '']]);
  });
});
