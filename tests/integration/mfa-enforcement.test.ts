// MFA enforcement (docs/mfa.md "Enforcement"): once an organization requires MFA, its unenrolled administrators are
// refused every call (with the setup message) and page but the setup, reading their own account and signing out —
// wherever the route lives: a wall delete every participant may call is refused too (issue 37 finding 1); an enrolled
// administrator passes; participants and organizations without the requirement are unaffected. Only masters set the
// requirement.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as stats } from '@/app/api/promotions/[id]/stats/route';
import { GET as groupedPromotions } from '@/app/api/promotions/get_grouped_promotions/route';
import { GET as getUser } from '@/app/api/users/[id]/route';
import { GET as calendar } from '@/app/api/promotions/[id]/calendar/route';
import { DELETE as deletePost } from '@/app/api/posts/[id]/route';
import { POST as logout } from '@/app/api/users/logout/route';
import { GET as mfaStatus } from '@/app/api/mfa/route';
import { POST as enrol } from '@/app/api/mfa/enrolment/route';
import { POST as confirm } from '@/app/api/mfa/enrolment/confirm/route';
import { GET as getPolicy, PUT as putPolicy } from '@/app/api/mfa/organizations/[id]/route';
import { mfaSetupRequired } from '@/server/mfa/enforcement';
import { actorOf } from '@/server/auth/actor';
import { db } from '@/server/db';
import { MFA_MESSAGES } from '@/lib/mfa/constants';

const DASHBOARD = 'dashboard.localhost:3000';
type Caller = { host: string; cookie: string };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 10_000);
});
afterEach(() => vi.useRealTimers());

const statsOf = (c: Caller, promotionId: number) => callRoute(stats, {
  host: c.host, path: `/api/promotions/${promotionId}/stats`, cookie: c.cookie, params: { id: String(promotionId) },
});
const me = (c: Caller) => callRoute(getUser, { host: c.host, path: '/api/users/me', cookie: c.cookie, params: { id: 'me' } });
const setPolicy = (c: Caller, organizationId: number, require_mfa: boolean) => callRoute(putPolicy, {
  method: 'PUT', host: c.host, path: `/api/mfa/organizations/${organizationId}`, cookie: c.cookie, params: { id: String(organizationId) }, body: { require_mfa },
});

async function enrol_(c: Caller) {
  const started = await callRoute(enrol, { method: 'POST', host: c.host, path: '/api/mfa/enrolment', cookie: c.cookie });
  const code = new TOTP({ secret: Secret.fromBase32(started.json.secret) }).generate();
  expect((await callRoute(confirm, { method: 'POST', host: c.host, path: '/api/mfa/enrolment/confirm', cookie: c.cookie, body: { code } })).status).toBe(200);
}

async function world() {
  const reseller = await db.reseller.create({ data: { name: 'Strict Reseller' } });
  const strict = await createPromotion({ organization: { reseller_id: reseller.id } });
  const relaxed = await createPromotion();
  const master = await createUser({ promotionId: null, role: 'Master' });
  const asMaster = { host: DASHBOARD, cookie: await signInCookie(master, { promotionId: null }) };
  const coordinator = await createUser({ promotionId: strict.id, role: 'Coordinator' });
  const locationCoordinator = await createUser({ promotionId: strict.id, role: 'Location Coordinator' });
  const participant = await createUser({ promotionId: strict.id });
  const relaxedCoordinator = await createUser({ promotionId: relaxed.id, role: 'Coordinator' });
  const resellerUser = await createUser({ promotionId: null, role: 'Reseller', resellerId: reseller.id });
  const superCoordinator = await createUser({ promotionId: null, role: 'Super Coordinator' });
  await db.superCoordinatorPromotion.create({ data: { user_id: superCoordinator.id, promotion_id: strict.id } });
  const on = (user: { id: number }, promotionId: number | null) => signInCookie(user, { promotionId }).then((cookie) => ({
    host: promotionId === null ? DASHBOARD : promotionId === strict.id ? strict.host : relaxed.host, cookie,
  }));
  return {
    strict, relaxed, master, asMaster, coordinator, resellerUser, superCoordinator, participant,
    asCoordinator: await on(coordinator, strict.id),
    asLocationCoordinator: await on(locationCoordinator, strict.id),
    asParticipant: await on(participant, strict.id),
    asRelaxedCoordinator: await on(relaxedCoordinator, relaxed.id),
    asReseller: await on(resellerUser, null),
    asSuperCoordinator: await on(superCoordinator, null),
  };
}

describe('an organization requiring MFA', () => {
  it('refuses its unenrolled coordinator every administrative call, with the setup message, until they enrol', async () => {
    const w = await world();
    expect((await statsOf(w.asCoordinator, w.strict.id)).status).toBe(200);
    expect((await setPolicy(w.asMaster, w.strict.organization_id, true)).json).toMatchObject({ require_mfa: true, unenrolled_administrators: 2 });

    const refused = await statsOf(w.asCoordinator, w.strict.id);
    expect(refused.status).toBe(403);
    expect(refused.json.errors).toEqual([MFA_MESSAGES.required]);
    expect(refused.headers.get('x-renew-mfa')).toBe('setup-required');
    expect(await mfaSetupRequired(actorOf(w.coordinator))).toBe(true);

    // Still open: reading the account itself and setting MFA up. A participant's call is refused too: the rule is
    // about who asks, not where the route lives.
    expect((await me(w.asCoordinator)).status).toBe(200);
    const board = () => callRoute(calendar, {
      host: w.asCoordinator.host, path: `/api/promotions/${w.strict.id}/calendar?title=Walk&dtstart=20261124T120000Z`, cookie: w.asCoordinator.cookie, params: { id: String(w.strict.id) },
    });
    expect((await board()).status).toBe(403);
    expect((await callRoute(mfaStatus, { host: w.asCoordinator.host, path: '/api/mfa', cookie: w.asCoordinator.cookie })).json.required).toBe(true);

    await enrol_(w.asCoordinator);
    expect((await statsOf(w.asCoordinator, w.strict.id)).status).toBe(200);
    expect((await board()).status).toBe(200);
    expect(await mfaSetupRequired(actorOf(w.coordinator))).toBe(false);
  });

  it('refuses a wall delete through /api/posts/{id} to every administrator who owes MFA; participants still delete their own', async () => {
    const w = await world();
    await setPolicy(w.asMaster, w.strict.organization_id, true);
    const post = async (userId: number) => (await db.post.create({
      data: { promotion_id: w.strict.id, user_id: userId, content: 'mine', wallable_type: 'Promotion', wallable_id: w.strict.id },
    })).id;
    const participantsPost = await post(w.participant.id);
    const remove = (c: Caller, id: number, dashboard = false) => callRoute(deletePost, {
      method: 'DELETE', host: c.host, path: `/api/posts/${id}${dashboard ? `?promotion_id=${w.strict.id}` : ''}`, cookie: c.cookie, params: { id: String(id) },
    });
    for (const [caller, dashboard] of [[w.asLocationCoordinator, false], [w.asCoordinator, false], [w.asSuperCoordinator, true], [w.asReseller, true]] as const) {
      const refused = await remove(caller, participantsPost, dashboard);
      expect(refused.status).toBe(403);
      expect(refused.json.errors).toEqual([MFA_MESSAGES.required]);
      expect(refused.headers.get('x-renew-mfa')).toBe('setup-required');
    }
    expect(await db.post.count({ where: { id: participantsPost } })).toBe(1);
    // A plain participant is never asked: their own post goes.
    expect((await remove(w.asParticipant, participantsPost)).status).toBe(204);
    // Signing out stays open to the administrator who owes MFA.
    expect((await callRoute(logout, { method: 'POST', host: w.asLocationCoordinator.host, path: '/api/users/logout', cookie: w.asLocationCoordinator.cookie })).status).toBe(200);
    // Once enrolled, the moderator's delete goes through.
    await enrol_(w.asReseller);
    expect((await remove(w.asReseller, await post(w.participant.id), true)).status).toBe(204);
  });

  it('refuses the reseller and the super coordinator who reach it on the dashboard; masters are not bound by it', async () => {
    const w = await world();
    await setPolicy(w.asMaster, w.strict.organization_id, true);
    const picker = (c: Caller) => callRoute(groupedPromotions, { host: DASHBOARD, path: '/api/promotions/get_grouped_promotions', cookie: c.cookie });
    for (const caller of [w.asReseller, w.asSuperCoordinator]) {
      const res = await picker(caller);
      expect(res.status).toBe(403);
      expect(res.json.errors).toEqual([MFA_MESSAGES.required]);
      expect((await me(caller)).status).toBe(200);
    }
    expect((await picker(w.asMaster)).status).toBe(200);
    await enrol_(w.asReseller);
    expect((await picker(w.asReseller)).status).toBe(200);
  });

  it('leaves participants and other organizations’ administrators alone', async () => {
    const w = await world();
    await setPolicy(w.asMaster, w.strict.organization_id, true);
    expect((await me(w.asParticipant)).status).toBe(200);
    expect((await statsOf(w.asRelaxedCoordinator, w.relaxed.id)).status).toBe(200);
    expect((await callRoute(mfaStatus, { host: w.asRelaxedCoordinator.host, path: '/api/mfa', cookie: w.asRelaxedCoordinator.cookie })).json.required).toBe(false);
  });

  it('is set by masters only, audited, and read by the organization’s reseller', async () => {
    const w = await world();
    const byReseller = await setPolicy(w.asReseller, w.strict.organization_id, true);
    expect(byReseller.status).toBe(403);
    const read = await callRoute(getPolicy, {
      host: DASHBOARD, path: `/api/mfa/organizations/${w.strict.organization_id}`, cookie: w.asReseller.cookie, params: { id: String(w.strict.organization_id) },
    });
    expect(read.json).toMatchObject({ require_mfa: false });
    const otherOrg = await callRoute(getPolicy, {
      host: DASHBOARD, path: `/api/mfa/organizations/${w.relaxed.organization_id}`, cookie: w.asReseller.cookie, params: { id: String(w.relaxed.organization_id) },
    });
    expect(otherOrg.status).toBe(404);

    await setPolicy(w.asMaster, w.strict.organization_id, true);
    await setPolicy(w.asMaster, w.strict.organization_id, false);
    const rows = await db.auditEvent.findMany({ where: { record_type: 'Organization', record_id: String(w.strict.organization_id) }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.after)).toEqual([{ require_mfa: true }, { require_mfa: false }]);
    expect((await statsOf(w.asCoordinator, w.strict.id)).status).toBe(200);
  });
});
