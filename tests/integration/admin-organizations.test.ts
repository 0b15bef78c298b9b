// Resellers and organizations on the dashboard (docs/administration-access.md) through the real handlers: the
// organization form's rules and messages, new-organization defaults, the wskey shown once (create, rotate) and never
// again, reseller isolation, reseller counts, and an audit row for every change.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as listOrgs, POST as createOrg } from '@/app/api/organizations/route';
import { GET as showOrg, PUT as updateOrg } from '@/app/api/organizations/[id]/route';
import { POST as rotateKey } from '@/app/api/organizations/[id]/wskey/route';
import { GET as listResellers, POST as createReseller } from '@/app/api/resellers/route';
import { GET as showReseller, PUT as updateReseller } from '@/app/api/resellers/[id]/route';
import { NEW_ORGANIZATION_DEFAULTS } from '@/lib/organizations/schemas';
import { ORGANIZATION_MESSAGES as M } from '@/lib/organizations/messages';
import { db } from '@/server/db';

const DASH = 'dashboard.localhost:3000';
const master = async () => signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
const resellerAccount = async (resellerId: number) =>
  signInCookie(await createUser({ promotionId: null, role: 'Reseller', resellerId }), { promotionId: null });
const form = (over: Record<string, unknown> = {}) => ({ ...NEW_ORGANIZATION_DEFAULTS, name: `Org ${Math.random().toString(36).slice(2, 8)}`, ...over });

const create = (cookie: string, body: unknown) => callRoute(createOrg, { method: 'POST', host: DASH, path: '/api/organizations', cookie, body });
const show = (cookie: string, id: number) => callRoute(showOrg, { host: DASH, path: `/api/organizations/${id}`, cookie, params: { id: String(id) } });
const update = (cookie: string, id: number, body: unknown) =>
  callRoute(updateOrg, { method: 'PUT', host: DASH, path: `/api/organizations/${id}`, cookie, params: { id: String(id) }, body });
const rotate = (cookie: string, id: number) =>
  callRoute(rotateKey, { method: 'POST', host: DASH, path: `/api/organizations/${id}/wskey`, cookie, params: { id: String(id) } });
const list = (cookie: string, qs = '?page_size=0') => callRoute(listOrgs, { host: DASH, path: `/api/organizations${qs}`, cookie });
const audits = (id: number) => db.auditEvent.findMany({ where: { record_type: 'Organization', record_id: String(id) }, orderBy: { id: 'asc' } });

describe('organizations', () => {
  it('a master creates one with the defaults; the wskey is in the create answer only, and audited masked', async () => {
    const cookie = await master();
    const created = await create(cookie, form({ password_regular_expression_string: '^[A-Z]' }));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      password_min_length: 8, password_max_length: 20, password_min_letters: 1, password_min_numbers: 1, password_min_symbols: 1,
      flags: { enable_account_lockouts: true, allow_autocomplete: false }, has_wskey: true, promotions_count: 0,
    });
    const key: string = created.json.wskey;
    expect(key).toMatch(/^[\w-]{40,}$/);
    const id: number = created.json.id;

    const afterwards = [await show(cookie, id), await list(cookie), await update(cookie, id, form({ name: 'Renamed' }))];
    for (const answer of afterwards) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.json)).not.toContain(key);
      expect(JSON.stringify(answer.json)).not.toContain('"wskey"');
    }
    const rotated = await rotate(cookie, id);
    expect(rotated.status).toBe(200);
    expect(rotated.json.wskey).not.toBe(key);
    expect(JSON.stringify((await show(cookie, id)).json)).not.toContain(rotated.json.wskey);

    const rows = await audits(id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'rotate_wskey']);
    expect(rows[1]!.after).toMatchObject({ name: 'Renamed' });
    expect(rows[1]!.before).not.toHaveProperty('password_min_length');
    expect(JSON.stringify(rows)).not.toContain(key);
    expect(JSON.stringify(rows)).not.toContain(rotated.json.wskey);
    expect(rows[2]!.after).toEqual({ wskey: '[hidden]' });
  });

  it('refuses a form that breaks the password policy rules, field by field', async () => {
    const cookie = await master();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, M.nameRequired],
      [{ password_min_length: 12, password_max_length: 10 }, M.lengthOrder],
      [{ password_min_letters: 10, password_min_numbers: 10, password_min_symbols: 1 }, M.countsTooLong],
      [{ password_regular_expression_string: '([a-z' }, M.regexInvalid],
      // Compiles in JavaScript, but the server checks passwords in linear time (RE2): no look-arounds.
      [{ password_regular_expression_string: '^(?=.*[A-Z])' }, M.regexUnsupported],
      [{ is_sso_enabled: true, sso_login_url: null }, M.ssoUrlRequired],
      [{ sso_login_url: 'javascript:alert(1)' }, M.urlInvalid],
      [{ password_min_length: 0 }, 'Minimum length must be at least 1.'],
    ];
    for (const [over, message] of cases) {
      const answer = await create(cookie, form(over));
      expect(answer.status, message).toBe(422);
      expect(answer.json.errors.join(' '), message).toContain(message);
    }
    const wskey = await create(cookie, form({ wskey: 'chosen' }));
    expect(wskey.status).toBe(422);
  });

  it('a reseller sees and changes only its own organizations, and cannot move one to another reseller', async () => {
    const [mine, theirs] = [await db.reseller.create({ data: { name: 'Mine' } }), await db.reseller.create({ data: { name: 'Theirs' } })];
    const own = await createPromotion({ organization: { reseller_id: mine.id } });
    const other = await createPromotion({ organization: { reseller_id: theirs.id } });
    const cookie = await resellerAccount(mine.id);

    const listed = await list(cookie);
    expect(listed.status).toBe(200);
    expect(listed.json.data.map((o: { id: number }) => o.id)).toEqual([own.organization.id]);
    expect(listed.json.data[0]).toMatchObject({ reseller_name: 'Mine', promotions_count: 1 });
    expect((await list(cookie, `?page_size=0&reseller_id=${theirs.id}`)).json.data).toEqual([]);

    for (const answer of [await show(cookie, other.organization.id), await update(cookie, other.organization.id, form()), await rotate(cookie, other.organization.id)]) {
      expect(answer.status).toBe(404);
      expect(answer.json.errors).toEqual([M.notFound]);
    }
    expect((await show(cookie, own.organization.id)).status).toBe(200);
    const moved = await update(cookie, own.organization.id, form({ reseller_id: theirs.id }));
    expect(moved.status).toBe(422);
    expect(moved.json.errors).toEqual([M.resellerNotAllowed]);

    // A reseller's new organization is its own whatever the form names.
    const created = await create(cookie, form({ reseller_id: theirs.id }));
    expect(created.status).toBe(201);
    expect(created.json.reseller_id).toBe(mine.id);
  });

  it('an unknown reseller is refused; a master may file an organization under any reseller', async () => {
    const cookie = await master();
    expect((await create(cookie, form({ reseller_id: 2_000_000_000 }))).json.errors).toEqual([M.resellerUnknown]);
    const r = await db.reseller.create({ data: { name: 'Any' } });
    expect((await create(cookie, form({ reseller_id: r.id }))).json.reseller_id).toBe(r.id);
  });
});

describe('resellers', () => {
  it('masters create, rename, list and show them with organization and promotion counts', async () => {
    const cookie = await master();
    const created = await callRoute(createReseller, { method: 'POST', host: DASH, path: '/api/resellers', cookie, body: { name: 'Counted Partners' } });
    expect(created.status).toBe(201);
    const id: number = created.json.id;
    await createPromotion({ organization: { reseller_id: id } });
    const org2 = await createPromotion({ organization: { reseller_id: id } });
    await createPromotion({ subdomain: `x${Date.now().toString(36)}`, data: { organization_id: org2.organization.id } });
    const shown = await callRoute(showReseller, { host: DASH, path: `/api/resellers/${id}`, cookie, params: { id: String(id) } });
    expect(shown.json).toMatchObject({ id, name: 'Counted Partners', organizations_count: 2, promotions_count: 3 });

    const renamed = await callRoute(updateReseller, { method: 'PUT', host: DASH, path: `/api/resellers/${id}`, cookie, params: { id: String(id) }, body: { name: 'Renamed Partners' } });
    expect(renamed.json.name).toBe('Renamed Partners');
    const listed = await callRoute(listResellers, { host: DASH, path: '/api/resellers?page_size=0&q=renamed partners', cookie });
    expect(listed.json.data.map((r: { id: number }) => r.id)).toContain(id);
    const blank = await callRoute(createReseller, { method: 'POST', host: DASH, path: '/api/resellers', cookie, body: { name: '' } });
    expect(blank.status).toBe(422);
    expect(blank.json.errors.join(' ')).toContain('Name is required.');
    const missing = await callRoute(showReseller, { host: DASH, path: '/api/resellers/2000000000', cookie, params: { id: '2000000000' } });
    expect(missing.status).toBe(404);
    expect(missing.json.errors).toEqual(['Reseller could not be loaded.']);

    const rows = await db.auditEvent.findMany({ where: { record_type: 'Reseller', record_id: String(id) }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.action, r.after])).toEqual([['create', { name: 'Counted Partners' }], ['update', { name: 'Renamed Partners' }]]);
  });
});
