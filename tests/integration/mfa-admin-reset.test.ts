// A master resets another administrator's MFA (docs/mfa.md "Reset by a master"): masters only (a coordinator,
// reseller or super coordinator is refused), never one's own, only administrators with MFA on; the secret and the
// recovery codes go with an audit row under the master; the next sign-in takes the password alone and, where the
// organization requires MFA, the administration refuses until they enrol again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie, TEST_PASSWORD } from '../helpers/factories';
import { GET as listAdministrators } from '@/app/api/mfa/administrators/route';
import { DELETE as resetMfa } from '@/app/api/mfa/administrators/[id]/route';
import { POST as enrol } from '@/app/api/mfa/enrolment/route';
import { POST as confirm } from '@/app/api/mfa/enrolment/confirm/route';
import { PUT as putPolicy } from '@/app/api/mfa/organizations/[id]/route';
import { POST as authenticate } from '@/app/api/users/authenticate/route';
import { GET as stats } from '@/app/api/promotions/[id]/stats/route';
import { db } from '@/server/db';
import { MFA_MESSAGES } from '@/lib/mfa/constants';
import type { MfaAdministrator } from '@/lib/mfa/admin-reset';

const DASHBOARD = 'dashboard.localhost:3000';
type Caller = { host: string; cookie: string };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 10_000);
});
afterEach(() => vi.useRealTimers());

async function enrolled(c: Caller) {
  const started = await callRoute(enrol, { method: 'POST', host: c.host, path: '/api/mfa/enrolment', cookie: c.cookie });
  const code = new TOTP({ secret: Secret.fromBase32(started.json.secret) }).generate();
  const done = await callRoute(confirm, { method: 'POST', host: c.host, path: '/api/mfa/enrolment/confirm', cookie: c.cookie, body: { code } });
  expect(done.status).toBe(200);
}

const reset = (c: Caller, userId: number) => callRoute(resetMfa, {
  method: 'DELETE', host: c.host, path: `/api/mfa/administrators/${userId}`, cookie: c.cookie, params: { id: String(userId) },
});
const list = (c: Caller, q = '') => callRoute<{ data: MfaAdministrator[]; errors?: string[] }>(listAdministrators, {
  host: c.host, path: `/api/mfa/administrators${q ? `?q=${encodeURIComponent(q)}` : ''}`, cookie: c.cookie,
});
const signIn = (host: string, email: string) => callRoute(authenticate, {
  method: 'POST', host, path: '/api/users/authenticate', body: { email, password: TEST_PASSWORD, stay_logged_in: false },
  headers: { 'x-renew-client-address': '192.0.2.31', 'x-forwarded-for': '192.0.2.31' },
});

async function world() {
  const reseller = await db.reseller.create({ data: { name: 'Reset Reseller' } });
  const p = await createPromotion({ organization: { reseller_id: reseller.id } });
  const master = await createUser({ promotionId: null, role: 'Master' });
  const otherMaster = await createUser({ promotionId: null, role: 'Master' });
  const coordinator = await createUser({ promotionId: p.id, role: 'Coordinator', firstName: 'Lost', lastName: 'Phone' });
  const colleague = await createUser({ promotionId: p.id, role: 'Coordinator' });
  const participant = await createUser({ promotionId: p.id });
  const resellerUser = await createUser({ promotionId: null, role: 'Reseller', resellerId: reseller.id });
  const superCoordinator = await createUser({ promotionId: null, role: 'Super Coordinator' });
  await db.superCoordinatorPromotion.create({ data: { user_id: superCoordinator.id, promotion_id: p.id } });
  const dash = async (u: { id: number }) => ({ host: DASHBOARD, cookie: await signInCookie(u, { promotionId: null }) });
  const onP = async (u: { id: number }) => ({ host: p.host, cookie: await signInCookie(u, { promotionId: p.id }) });
  const w = {
    p, master, otherMaster, coordinator, colleague, participant, resellerUser, superCoordinator,
    asMaster: await dash(master), asOtherMaster: await dash(otherMaster), asCoordinator: await onP(coordinator),
    asColleague: await onP(colleague), asReseller: await dash(resellerUser), asSuperCoordinator: await dash(superCoordinator),
  };
  await enrolled(w.asCoordinator);
  return w;
}

const mfaRows = async (userId: number) => ({
  secret: await db.userMfa.count({ where: { user_id: userId } }),
  codes: await db.mfaRecoveryCode.count({ where: { user_id: userId } }),
});

describe('who may reset', () => {
  it('masters only: coordinators, resellers and super coordinators are refused and nothing changes', async () => {
    const w = await world();
    expect((await callRoute(resetMfa, { method: 'DELETE', host: w.p.host, path: '/x', cookie: w.asColleague.cookie, params: { id: String(w.coordinator.id) } })).status).toBe(404);
    for (const c of [w.asReseller, w.asSuperCoordinator]) {
      const refused = await reset(c, w.coordinator.id);
      expect(refused.status).toBe(403);
      expect((await list(c)).status).toBe(403);
    }
    expect(await mfaRows(w.coordinator.id)).toEqual({ secret: 1, codes: 10 });
  });

  it('lists the administrators with MFA on, searchable, for masters', async () => {
    const w = await world();
    const all = await list(w.asMaster);
    expect(all.status).toBe(200);
    expect(all.json.data.find((a) => a.id === w.coordinator.id)).toMatchObject({ email: w.coordinator.email, name: 'Lost Phone', role: 'Coordinator', promotion_name: w.p.name });
    expect(all.json.data.map((a) => a.id)).not.toContain(w.colleague.id);
    const found = await list(w.asMaster, w.coordinator.email.toUpperCase().slice(0, 12));
    expect(found.json.data.map((a) => a.id)).toContain(w.coordinator.id);
    expect((await list(w.asMaster, 'no-such-administrator-here')).json.data).toEqual([]);
  });

  it('refuses one\'s own (that is /account/security), a participant, an unknown account and MFA that is off', async () => {
    const w = await world();
    await enrolled(w.asMaster);
    const own = await reset(w.asMaster, w.master.id);
    expect(own.status).toBe(403);
    expect(own.json.errors).toEqual(['Your own two-step verification is turned off on /account/security.']);
    expect(await mfaRows(w.master.id)).toEqual({ secret: 1, codes: 10 });
    expect((await reset(w.asMaster, w.participant.id)).status).toBe(404);
    expect((await reset(w.asMaster, 2 ** 31 - 1)).status).toBe(404);
    const off = await reset(w.asMaster, w.colleague.id);
    expect(off.status).toBe(409);
    expect(off.json.errors).toEqual(['Two-step verification is not on for this administrator.']);
    // Another master may reset this master's.
    expect((await reset(w.asOtherMaster, w.master.id)).status).toBe(204);
  });
});

describe('a reset', () => {
  it('removes the secret and the recovery codes with an audit row under the master; the next sign-in needs only the password', async () => {
    const w = await world();
    expect((await signIn(w.p.host, w.coordinator.email)).status).toBe(202);
    const res = await reset(w.asMaster, w.coordinator.id);
    expect(res.status).toBe(204);
    expect(await mfaRows(w.coordinator.id)).toEqual({ secret: 0, codes: 0 });
    const audit = await db.auditEvent.findMany({ where: { record_type: 'User', record_id: String(w.coordinator.id), action: 'mfa_reset' } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: w.master.id, promotion_id: w.p.id, before: { mfa_enabled: true, recovery_codes_left: 10 }, after: { mfa_enabled: false } });
    // Once more: nothing left to reset.
    expect((await reset(w.asMaster, w.coordinator.id)).status).toBe(409);
    const again = await signIn(w.p.host, w.coordinator.email);
    expect(again.status).toBe(200);
    expect(again.json.mfa_required).toBeUndefined();
  });

  it('where the organization requires MFA, the administration refuses them until they enrol again', async () => {
    const w = await world();
    const policy = await callRoute(putPolicy, {
      method: 'PUT', host: DASHBOARD, path: `/api/mfa/organizations/${w.p.organization_id}`, cookie: w.asMaster.cookie,
      params: { id: String(w.p.organization_id) }, body: { require_mfa: true },
    });
    expect(policy.status).toBe(200);
    const statsOf = () => callRoute(stats, { host: w.p.host, path: `/api/promotions/${w.p.id}/stats`, cookie: w.asCoordinator.cookie, params: { id: String(w.p.id) } });
    expect((await statsOf()).status).toBe(200);
    expect((await reset(w.asMaster, w.coordinator.id)).status).toBe(204);
    const refused = await statsOf();
    expect(refused.status).toBe(403);
    expect(refused.json.errors).toEqual([MFA_MESSAGES.required]);
    expect(refused.headers.get('x-renew-mfa')).toBe('setup-required');
    await enrolled(w.asCoordinator);
    expect((await statsOf()).status).toBe(200);
  });
});
