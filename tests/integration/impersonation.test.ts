// Impersonation (docs/impersonation.md): whom an administrator may view as, the one-time ticket that carries them to
// the promotion's host, the session it opens (30 minutes, the banner's Stop), the changes recorded under the
// administrator, and what stays the person's own.
import { describe, expect, it } from 'vitest';
import { callRoute, type CallResult } from '../helpers/http';
import { createPromotion, createUser, signInCookie, TEST_PASSWORD } from '../helpers/factories';
import { POST as impersonate } from '@/app/api/users/[id]/impersonate/route';
import { GET as redeem } from '@/app/api/impersonation/redeem/route';
import { POST as stop } from '@/app/api/impersonation/stop/route';
import { GET as getUser } from '@/app/api/users/[id]/route';
import { POST as markSeen } from '@/app/api/notifications/mark_as_seen/route';
import { POST as deleteAccount } from '@/app/api/users/me/account_deletion/route';
import { POST as startMfaEnrolment } from '@/app/api/mfa/enrolment/route';
import { POST as disableMfa } from '@/app/api/mfa/disable/route';
import { POST as logout } from '@/app/api/users/logout/route';
import { db } from '@/server/db';
import type { ImpersonationLaunch } from '@/lib/impersonation/constants';

const DASHBOARD = 'dashboard.localhost:3000';
type Caller = { host: string; cookie: string };

const start = (c: Caller, userId: number): Promise<CallResult<ImpersonationLaunch & { errors?: string[] }>> =>
  callRoute(impersonate, { method: 'POST', host: c.host, path: `/api/users/${userId}/impersonate`, cookie: c.cookie, params: { id: String(userId) } });
const redeemOn = (host: string, url: string) => {
  const ticket = new URL(url).searchParams.get('ticket')!;
  return callRoute(redeem, { host, path: `/api/impersonation/redeem?ticket=${encodeURIComponent(ticket)}` });
};
const cookieOf = (res: CallResult) => res.setCookies[0]!.split(';')[0]!;
const me = (host: string, cookie: string) => callRoute(getUser, { host, path: '/api/users/me', cookie, params: { id: 'me' } });

async function world() {
  const p = await createPromotion();
  const other = await createPromotion();
  const coordinator = await createUser({ promotionId: p.id, role: 'Coordinator', firstName: 'Cora' });
  const peer = await createUser({ promotionId: p.id, role: 'Coordinator', firstName: 'Pete' });
  const maya = await createUser({ promotionId: p.id, firstName: 'Maya', lastName: 'Patel' });
  const stranger = await createUser({ promotionId: other.id, firstName: 'Sam' });
  const master = await createUser({ promotionId: null, role: 'Master' });
  const asCoordinator = { host: DASHBOARD, cookie: await signInCookie(coordinator, { promotionId: null }) };
  const asMaster = { host: DASHBOARD, cookie: await signInCookie(master, { promotionId: null }) };
  return { p, other, coordinator, peer, maya, stranger, master, asCoordinator, asMaster };
}

/** Starts and redeems: the participant's session cookie on the promotion's host. */
async function viewAs(w: Awaited<ReturnType<typeof world>>, by: Caller, userId: number) {
  const launch = await start(by, userId);
  expect(launch.status).toBe(201);
  const res = await redeemOn(w.p.host, launch.json.url);
  expect(res.status).toBe(303);
  return cookieOf(res);
}

describe('starting an impersonation', () => {
  it('a coordinator gets a one-time link to their promotion’s site that signs them in as the participant', async () => {
    const w = await world();
    const launch = await start(w.asCoordinator, w.maya.id);
    expect(launch.status).toBe(201);
    expect(launch.json).toMatchObject({ user_id: w.maya.id, name: 'Maya Patel', redirect_after_ms: 3000, expires_in_minutes: 30 });
    expect(new URL(launch.json.url).host).toBe(`${w.p.subdomain}.localhost:3000`);

    const res = await redeemOn(w.p.host, launch.json.url);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/home');
    const seen = await me(w.p.host, cookieOf(res));
    expect(seen.status).toBe(200);
    expect(seen.json.id).toBe(w.maya.id);

    const session = await db.userSession.findFirstOrThrow({ where: { user_id: w.maya.id, impersonator_id: w.coordinator.id } });
    const minutes = (session.expires_at.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const audit = await db.auditEvent.findFirstOrThrow({ where: { action: 'impersonate', record_id: String(w.maya.id) } });
    expect(audit.actor_id).toBe(w.coordinator.id);
    expect(audit.promotion_id).toBe(w.p.id);
  });

  it('stores only a hash of the ticket, and a ticket works once, on its own promotion’s host only', async () => {
    const w = await world();
    const launch = await start(w.asCoordinator, w.maya.id);
    const ticket = new URL(launch.json.url).searchParams.get('ticket')!;
    expect(await db.impersonationTicket.count({ where: { id: ticket } })).toBe(0);
    expect((await redeemOn(w.p.host, launch.json.url)).status).toBe(303);
    const again = await redeemOn(w.p.host, launch.json.url);
    expect(again.status).toBe(410);
    expect(again.setCookies).toEqual([]);

    const second = await start(w.asCoordinator, w.maya.id);
    expect((await redeemOn(w.other.host, second.json.url)).status).toBe(410);
    // Tried on the wrong host, it is spent: no second chance on the right one.
    expect((await redeemOn(w.p.host, second.json.url)).status).toBe(410);
  });

  it('refuses an expired ticket, and one whose administrator was locked since', async () => {
    const w = await world();
    const expired = await start(w.asCoordinator, w.maya.id);
    await db.impersonationTicket.updateMany({ data: { expires_at: new Date(Date.now() - 1000) } });
    expect((await redeemOn(w.p.host, expired.json.url)).status).toBe(410);

    const locked = await start(w.asCoordinator, w.maya.id);
    await db.user.update({ where: { id: w.coordinator.id }, data: { is_locked: true } });
    expect((await redeemOn(w.p.host, locked.json.url)).status).toBe(410);
  });

  it('reaches only whom the administrator administers: never oneself, a peer coordinator, or another promotion', async () => {
    const w = await world();
    expect((await start(w.asCoordinator, w.stranger.id)).status).toBe(404);
    expect((await start(w.asCoordinator, w.coordinator.id)).status).toBe(422);
    const peer = await start(w.asCoordinator, w.peer.id);
    expect(peer.status).toBe(403);
    expect(peer.json.errors).toEqual(['You cannot view the product as this user.']);
    expect((await start(w.asMaster, w.peer.id)).status).toBe(201);
    expect((await start(w.asMaster, w.stranger.id)).status).toBe(201);

    const participant = { host: w.p.host, cookie: await signInCookie(w.maya, { promotionId: w.p.id }) };
    const other = await createUser({ promotionId: w.p.id });
    expect((await start(participant, other.id)).status).toBe(403);
  });

  it('asks to unlock a locked account first', async () => {
    const w = await world();
    await db.user.update({ where: { id: w.maya.id }, data: { is_locked: true } });
    const res = await start(w.asCoordinator, w.maya.id);
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual(['This account is locked. Unlock it before viewing as this user.']);
  });

  it('a coordinator working on the promotion’s own host gets their own session back after Stop', async () => {
    const w = await world();
    const own = await signInCookie(w.coordinator, { promotionId: w.p.id });
    const asHere = { host: w.p.host, cookie: own };
    const launch = await start(asHere, w.maya.id);
    expect(launch.status).toBe(201);
    const res = await redeemOn(w.p.host, launch.json.url);
    const viewing = cookieOf(res);
    // The impersonation cookie sits beside the coordinator's own and wins while it is there.
    expect(viewing.startsWith('renew.viewing-as=')).toBe(true);
    const both = `${own}; ${viewing}`;
    expect((await me(w.p.host, both)).json.id).toBe(w.maya.id);
    const stopped = await callRoute(stop, { method: 'POST', host: w.p.host, path: '/api/impersonation/stop', cookie: both });
    expect(stopped.status).toBe(204);
    // Stop clears the impersonation cookie only; the browser's own session is still open.
    expect(stopped.setCookies).toHaveLength(1);
    expect(stopped.setCookies[0]).toMatch(/^renew\.viewing-as=;.*Max-Age=0/i);
    expect((await me(w.p.host, own)).json.id).toBe(w.coordinator.id);
    // A browser that still sends the ended view's cookie (it expired, or Stop's answer was lost) is its own self again.
    expect((await me(w.p.host, both)).json.id).toBe(w.coordinator.id);
  });
});

describe('while viewing as a participant', () => {
  it('records each change in the audit trail under the administrator', async () => {
    const w = await world();
    const cookie = await viewAs(w, w.asCoordinator, w.maya.id);
    const res = await callRoute(markSeen, { method: 'POST', host: w.p.host, path: '/api/notifications/mark_as_seen', cookie, body: { ids: 'all' } });
    expect(res.status).toBe(200);
    const rows = await db.auditEvent.findMany({ where: { action: 'impersonated_request', record_id: String(w.maya.id) } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor_id).toBe(w.coordinator.id);
    expect(rows[0]!.after).toEqual({ method: 'POST', path: '/api/notifications/mark_as_seen', status: 200 });
    // Reads are not changes: no row for them.
    await me(w.p.host, cookie);
    expect(await db.auditEvent.count({ where: { action: 'impersonated_request', record_id: String(w.maya.id) } })).toBe(1);
  });

  it('keeps deleting the account the person’s own', async () => {
    const w = await world();
    const cookie = await viewAs(w, w.asCoordinator, w.maya.id);
    const res = await callRoute(deleteAccount, { method: 'POST', host: w.p.host, path: '/api/users/me/account_deletion', cookie, body: { password: TEST_PASSWORD, confirm: 'DELETE' } });
    expect(res.status).toBe(403);
    expect(res.json.errors).toEqual(['Not available while viewing as another user.']);
    expect(await db.user.count({ where: { id: w.maya.id } })).toBe(1);
  });

  it('keeps two-step verification the person’s own: a master viewing as a coordinator cannot set it up or turn it off', async () => {
    // Set up by the viewer, it would lock the coordinator out of their own next sign-in (the viewer holds the app).
    const w = await world();
    const cookie = await viewAs(w, w.asMaster, w.coordinator.id);
    const setup = await callRoute(startMfaEnrolment, { method: 'POST', host: w.p.host, path: '/api/mfa/enrolment', cookie });
    expect(setup.status).toBe(403);
    expect(setup.json.errors).toEqual(['Not available while viewing as another user.']);
    expect(await db.userMfa.count({ where: { user_id: w.coordinator.id } })).toBe(0);
    const off = await callRoute(disableMfa, { method: 'POST', host: w.p.host, path: '/api/mfa/disable', cookie, body: { password: TEST_PASSWORD } });
    expect(off.status).toBe(403);
    // The coordinator's own session may.
    const own = await signInCookie(w.coordinator, { promotionId: w.p.id });
    expect((await callRoute(startMfaEnrolment, { method: 'POST', host: w.p.host, path: '/api/mfa/enrolment', cookie: own })).status).toBe(201);
  });

  it('Stop ends the session at once and is recorded; an ordinary session has nothing to stop', async () => {
    const w = await world();
    const cookie = await viewAs(w, w.asCoordinator, w.maya.id);
    const res = await callRoute(stop, { method: 'POST', host: w.p.host, path: '/api/impersonation/stop', cookie });
    expect(res.status).toBe(204);
    expect(res.setCookies.join()).toMatch(/Max-Age=0/i);
    expect((await me(w.p.host, cookie)).status).toBe(401);
    const stopped = await db.auditEvent.findFirstOrThrow({ where: { action: 'impersonate_stop', record_id: String(w.maya.id) } });
    expect(stopped.actor_id).toBe(w.coordinator.id);

    const own = await signInCookie(w.maya, { promotionId: w.p.id });
    expect((await callRoute(stop, { method: 'POST', host: w.p.host, path: '/api/impersonation/stop', cookie: own })).status).toBe(422);
    expect((await me(w.p.host, own)).status).toBe(200);
  });

  it('ends with the administrator’s sign-out, on the dashboard, in another window (issue 37 finding 11)', async () => {
    const w = await world();
    const viewing = await viewAs(w, w.asCoordinator, w.maya.id);
    const otherAdminsView = await viewAs(w, w.asMaster, w.maya.id);
    expect((await me(w.p.host, viewing)).status).toBe(200);
    const out = await callRoute(logout, { method: 'POST', host: DASHBOARD, path: '/api/users/logout', cookie: w.asCoordinator.cookie });
    expect(out.status).toBe(200);
    expect((await me(w.p.host, viewing)).status).toBe(401);
    // Another administrator's view, and the person's own sessions, are not the coordinator's to end.
    expect((await me(w.p.host, otherAdminsView)).status).toBe(200);
    const own = await signInCookie(w.maya, { promotionId: w.p.id });
    expect((await me(w.p.host, own)).status).toBe(200);
  });
});
