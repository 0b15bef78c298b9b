// Navigation and access on the dashboard (docs/administration-access.md) through the real handlers: the role matrix
// of every admin route of this feature (8 roles and a visitor, on the dashboard and both promotion hosts, with live
// objects so an allowed call answers 2xx, never a 404 standing in for a missing route), the grouped promotion picker,
// covered promotions, locked accounts and the audit trail's views.
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { buildWorld, HOST_NAMES, type Principal, type World } from '../helpers/authorization-world';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { ACTIONS, type Action } from '@/lib/permissions';
import { GET as listOrgs } from '@/app/api/organizations/route';
import { GET as showOrg } from '@/app/api/organizations/[id]/route';
import { GET as listResellers } from '@/app/api/resellers/route';
import { GET as showReseller } from '@/app/api/resellers/[id]/route';
import { GET as grouped } from '@/app/api/promotions/get_grouped_promotions/route';
import { GET as listSuperCoordinators } from '@/app/api/super_coordinators/route';
import { GET as covered, POST as cover } from '@/app/api/super_coordinators/[id]/promotions/route';
import { DELETE as uncover } from '@/app/api/super_coordinators/[id]/promotions/[promotion_id]/route';
import { GET as lockedAccounts } from '@/app/api/dashboard_settings/locked_accounts/route';
import { POST as unlock } from '@/app/api/users/[id]/unlock/route';
import { GET as audit } from '@/app/api/audit/route';
import { db } from '@/server/db';

const DASH = 'dashboard.localhost:3000';
let world: World;
const who = (name: string) => world.principals.find((p) => p.name === name)!;
const dashCookie = (p: Principal) => world.cookie(p, 'dashboard') as Promise<string>;

beforeAll(async () => {
  world = await buildWorld();
});

describe('role matrix of the admin routes', () => {
  type Case = { name: string; handler: Parameters<typeof callRoute>[0]; action: Action; path: () => string; params?: () => Record<string, string>; owner: string };
  const cases: Case[] = [
    { name: 'GET /organizations', handler: listOrgs, action: 'organizations.administer', path: () => '/api/organizations', owner: 'reseller of A' },
    { name: 'GET /organizations/{A}', handler: showOrg, action: 'organizations.administer', owner: 'reseller of A',
      path: () => `/api/organizations/${world.promotions.A.organization.id}`, params: () => ({ id: String(world.promotions.A.organization.id) }) },
    { name: 'GET /resellers', handler: listResellers, action: 'resellers.administer', path: () => '/api/resellers', owner: 'master' },
    { name: 'GET /resellers/{A}', handler: showReseller, action: 'resellers.administer', owner: 'master',
      path: () => `/api/resellers/${world.promotions.A.organization.reseller_id}`, params: () => ({ id: String(world.promotions.A.organization.reseller_id) }) },
    { name: 'GET /promotions/get_grouped_promotions', handler: grouped, action: 'promotions.pick', path: () => '/api/promotions/get_grouped_promotions', owner: 'super coordinator covering A' },
    { name: 'GET /super_coordinators', handler: listSuperCoordinators, action: 'super_coordinators.manage', path: () => '/api/super_coordinators', owner: 'master' },
    { name: 'GET /super_coordinators/{sc}/promotions', handler: covered, action: 'super_coordinators.read_own', owner: 'super coordinator covering A',
      path: () => `/api/super_coordinators/${who('super coordinator covering A').user!.id}/promotions`, params: () => ({ id: String(who('super coordinator covering A').user!.id) }) },
    { name: 'GET /dashboard_settings/locked_accounts', handler: lockedAccounts, action: 'users.unlock', path: () => '/api/dashboard_settings/locked_accounts', owner: 'reseller of A' },
    { name: 'GET /audit', handler: audit, action: 'audit.read', path: () => '/api/audit', owner: 'super coordinator covering A' },
  ];

  it.each(cases)('$name: each role on each host gets exactly what the table allows', async (c) => {
    const audience = ACTIONS[c.action] as readonly string[];
    expect(audience).toContain(who(c.owner).role); // the owner control is an allowed account
    for (const principal of world.principals) {
      for (const host of HOST_NAMES) {
        const cookie = await world.cookie(principal, host);
        const answer = await callRoute(c.handler, { host: world.host(host), path: c.path(), cookie, params: c.params?.() });
        const allowed = host === 'dashboard' && principal.role !== null && audience.includes(principal.role);
        const label = `${principal.name} on ${host}`;
        if (allowed) expect(answer.status, label).toBe(200);
        else expect([401, 403, 404], label).toContain(answer.status);
        if (!allowed) expect(answer.headers.get('x-renew-refused'), label).not.toBeNull();
      }
    }
  });
});

describe('grouped promotions', () => {
  it('each account gets what it administers, grouped by organization; the parent filter does not apply to resellers', async () => {
    const ids = async (name: string, qs = '') => {
      const answer = await callRoute(grouped, { host: DASH, path: `/api/promotions/get_grouped_promotions${qs}`, cookie: await dashCookie(who(name)) });
      return answer.json.data.flatMap((g: { promotions: { id: number }[] }) => g.promotions.map((p) => p.id)) as number[];
    };
    const { A, B } = world.promotions;
    expect(await ids('super coordinator covering A')).toEqual([A.id]);
    expect(await ids('reseller of A')).toEqual([A.id]);
    expect(await ids('master')).toEqual(expect.arrayContaining([A.id, B.id]));
    expect(await ids('master', `?parent_promotion_id=${A.id}`)).toEqual([]);
    expect(await ids('reseller of A', `?parent_promotion_id=${A.id}`)).toEqual([A.id]);
    const answer = await callRoute(grouped, { host: DASH, path: '/api/promotions/get_grouped_promotions', cookie: await dashCookie(who('reseller of A')) });
    expect(answer.json.data[0].organization).toEqual({ id: A.organization.id, name: A.organization.name });
  });
});

describe('covered promotions and unlocking in dashboard settings', () => {
  it('a master adds and removes a super coordinator’s promotions; the super coordinator reads only its own list', async () => {
    const sc = await createUser({ promotionId: null, role: 'Super Coordinator' });
    const scCookie = await signInCookie(sc, { promotionId: null });
    const masterCookie = await dashCookie(who('master'));
    const p = await createPromotion();
    const base = `/api/super_coordinators/${sc.id}/promotions`;
    const add = (cookie: string, promotionId: number) =>
      callRoute(cover, { method: 'POST', host: DASH, path: base, cookie, params: { id: String(sc.id) }, body: { promotion_id: promotionId } });

    expect((await add(scCookie, p.id)).status).toBe(403); // a super coordinator cannot widen its own reach
    const added = await add(masterCookie, p.id);
    expect(added.status).toBe(201);
    expect(added.json.data.map((c: { id: number }) => c.id)).toEqual([p.id]);
    expect((await add(masterCookie, p.id)).json.errors).toEqual(['That promotion is already covered.']);
    expect((await add(masterCookie, 2_000_000_000)).json.errors).toEqual(['Promotion could not be loaded.']);

    const own = await callRoute(covered, { host: DASH, path: base, cookie: scCookie, params: { id: String(sc.id) } });
    expect(own.json.data.map((c: { id: number }) => c.id)).toEqual([p.id]);
    const other = who('super coordinator covering A').user!.id;
    const theirs = await callRoute(covered, { host: DASH, path: `/api/super_coordinators/${other}/promotions`, cookie: scCookie, params: { id: String(other) } });
    expect(theirs.status).toBe(404);

    const removed = await callRoute(uncover, {
      method: 'DELETE', host: DASH, path: `${base}/${p.id}`, cookie: masterCookie, params: { id: String(sc.id), promotion_id: String(p.id) },
    });
    expect(removed.status).toBe(200);
    expect(removed.json.data).toEqual([]);
    const rows = await db.auditEvent.findMany({ where: { record_type: 'CoveredPromotion', record_id: `${sc.id}:${p.id}` }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.action, r.promotion_id])).toEqual([['create', p.id], ['delete', p.id]]);
  });

  it('locked accounts are listed within what the account covers, and an unlock is audited', async () => {
    const { A, B } = world.promotions;
    const lockedA = await createUser({ promotionId: A.id, isLocked: true });
    const lockedB = await createUser({ promotionId: B.id, isLocked: true });
    const listFor = async (name: string) =>
      (await callRoute(lockedAccounts, { host: DASH, path: '/api/dashboard_settings/locked_accounts', cookie: await dashCookie(who(name)) })).json.data.map((u: { id: number }) => u.id) as number[];
    const sc = await listFor('super coordinator covering A');
    expect(sc).toContain(lockedA.id);
    expect(sc).not.toContain(lockedB.id);
    expect(await listFor('master')).toEqual(expect.arrayContaining([lockedA.id, lockedB.id]));

    const scCookie = await dashCookie(who('super coordinator covering A'));
    const call = (id: number) => callRoute(unlock, { method: 'POST', host: DASH, path: `/api/users/${id}/unlock`, cookie: scCookie, params: { id: String(id) } });
    expect((await call(lockedB.id)).status).toBe(404);
    const done = await call(lockedA.id);
    expect(done.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: lockedA.id } })).is_locked).toBe(false);
    const [row] = await db.auditEvent.findMany({ where: { record_type: 'User', record_id: String(lockedA.id) } });
    expect(row).toMatchObject({ action: 'unlock', promotion_id: A.id, organization_id: A.organization.id, actor_id: who('super coordinator covering A').user!.id });
    expect(row!.before).toMatchObject({ is_locked: true });
    expect(row!.after).toMatchObject({ is_locked: false });
  });
});

describe('audit views', () => {
  it('masters see every row; a reseller its organizations’ and promotions’; a super coordinator its promotions’', async () => {
    const { A, B } = world.promotions;
    const actor = who('master').user!.id;
    const rowA = await db.auditEvent.create({ data: { actor_id: actor, action: 'toggle', record_type: 'Promotion', record_id: String(A.id), promotion_id: A.id, organization_id: A.organization.id } });
    const orgA = await db.auditEvent.create({ data: { actor_id: actor, action: 'update', record_type: 'Organization', record_id: String(A.organization.id), organization_id: A.organization.id } });
    const rowB = await db.auditEvent.create({ data: { actor_id: actor, action: 'toggle', record_type: 'Promotion', record_id: String(B.id), promotion_id: B.id, organization_id: B.organization.id } });
    const ids = async (name: string, qs: string) =>
      (await callRoute(audit, { host: DASH, path: `/api/audit${qs}`, cookie: await dashCookie(who(name)) })).json.data.map((r: { id: number }) => r.id) as number[];

    expect(await ids('master', `?promotion_id=${B.id}`)).toContain(rowB.id);
    expect(await ids('super coordinator covering A', `?promotion_id=${B.id}`)).toEqual([]);
    expect(await ids('super coordinator covering A', `?promotion_id=${A.id}`)).toContain(rowA.id);
    expect(await ids('super coordinator covering A', `?organization_id=${A.organization.id}`)).not.toContain(orgA.id);
    expect(await ids('reseller of A', `?organization_id=${A.organization.id}`)).toEqual(expect.arrayContaining([rowA.id, orgA.id]));
    expect(await ids('reseller of A', `?organization_id=${B.organization.id}`)).toEqual([]);
    expect(await ids('master', `?promotion_id=${A.id}&action=update`)).not.toContain(rowA.id);

    const answer = await callRoute(audit, { host: DASH, path: `/api/audit?promotion_id=${A.id}`, cookie: await dashCookie(who('master')) });
    expect(answer.json.data.find((r: { id: number }) => r.id === rowA.id).actor).toMatchObject({ id: actor });
  });
});
