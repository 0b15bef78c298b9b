// MFA by TOTP (docs/mfa.md): enrolment (wrong code refused, right code enrols, the secret never answered again), the
// password sign-in's second step (missing, wrong and reused codes refused, throttled and counted on the lockout),
// recovery codes (single use), turning MFA off and renewing codes, with their audit rows.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { callRoute, type CallResult } from '../helpers/http';
import { createPromotion, createUser, signInCookie, TEST_PASSWORD } from '../helpers/factories';
import { GET as status } from '@/app/api/mfa/route';
import { POST as enrol } from '@/app/api/mfa/enrolment/route';
import { POST as confirm } from '@/app/api/mfa/enrolment/confirm/route';
import { POST as disable } from '@/app/api/mfa/disable/route';
import { POST as regenerate } from '@/app/api/mfa/recovery_codes/route';
import { POST as verify } from '@/app/api/mfa/verify/route';
import { POST as authenticate } from '@/app/api/users/authenticate/route';
import { GET as getUser } from '@/app/api/users/[id]/route';
import { db } from '@/server/db';
import { MFA_MESSAGES, type MfaChallenge, type MfaEnrolment } from '@/lib/mfa/constants';

const DASHBOARD = 'dashboard.localhost:3000';
type Caller = { host: string; cookie: string };
const from = (ip: string) => ({ 'x-renew-client-address': ip, 'x-forwarded-for': ip });

// Time stands still inside a test, 10 s into a 30-second step, so a code's step never rolls over mid-test.
const STEP_MS = 30_000;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / STEP_MS) * STEP_MS + 10_000);
});
afterEach(() => vi.useRealTimers());

/** The code an authenticator app shows `steps` steps from now. */
const codeAt = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * STEP_MS });
/** A wrong code: one no step near now shows. */
const wrongCode = (secret: string) => {
  const near = new Set([-1, 0, 1].map((s) => codeAt(secret, s)));
  let code = 100_000;
  while (near.has(String(code))) code++;
  return String(code);
};

const call = (handler: Parameters<typeof callRoute>[0], c: Caller, path: string, body?: unknown, ip = '192.0.2.10') =>
  callRoute(handler, { method: body === undefined && path === '/api/mfa' ? 'GET' : 'POST', host: c.host, path, cookie: c.cookie, body, headers: from(ip) });

async function enrolled(c: Caller) {
  const started: CallResult<MfaEnrolment> = await call(enrol, c, '/api/mfa/enrolment');
  expect(started.status).toBe(201);
  const confirmed = await call(confirm, c, '/api/mfa/enrolment/confirm', { code: codeAt(started.json.secret, -1) });
  expect(confirmed.status).toBe(200);
  return { secret: started.json.secret, codes: confirmed.json.recovery_codes as string[] };
}

async function adminWorld(organization: Record<string, unknown> = {}) {
  const p = await createPromotion({ organization });
  const coordinator = await createUser({ promotionId: p.id, role: 'Coordinator' });
  const participant = await createUser({ promotionId: p.id });
  const master = await createUser({ promotionId: null, role: 'Master' });
  return {
    p, coordinator, participant, master,
    asCoordinator: { host: p.host, cookie: await signInCookie(coordinator, { promotionId: p.id }) },
    asParticipant: { host: p.host, cookie: await signInCookie(participant, { promotionId: p.id }) },
    asMaster: { host: DASHBOARD, cookie: await signInCookie(master, { promotionId: null }) },
  };
}

const signIn = (host: string, email: string, password = TEST_PASSWORD, ip = '192.0.2.20') =>
  callRoute<MfaChallenge & { errors?: string[]; id?: number }>(authenticate, {
    method: 'POST', host, path: '/api/users/authenticate', body: { email, password, stay_logged_in: false }, headers: from(ip),
  });
const second = (host: string, token: string, code: unknown, ip = '192.0.2.20') =>
  callRoute(verify, { method: 'POST', host, path: '/api/mfa/verify', body: { mfa_token: token, code }, headers: from(ip) });

describe('enrolment', () => {
  it('a wrong first code is refused; the right one turns MFA on with ten recovery codes, and the secret is never answered again', async () => {
    const w = await adminWorld();
    const started: CallResult<MfaEnrolment> = await call(enrol, w.asCoordinator, '/api/mfa/enrolment');
    expect(started.status).toBe(201);
    expect(started.json.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.json.otpauth_url).toContain(`secret=${started.json.secret}`);
    expect(started.json.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    const stored = await db.userMfa.findUniqueOrThrow({ where: { user_id: w.coordinator.id } });
    expect(stored.secret_encrypted).not.toContain(started.json.secret);
    expect(stored.enabled_at).toBeNull();

    const wrong = await call(confirm, w.asCoordinator, '/api/mfa/enrolment/confirm', { code: wrongCode(started.json.secret) });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual([MFA_MESSAGES.wrongCode]);
    expect((await call(status, w.asCoordinator, '/api/mfa')).json.enabled).toBe(false);

    const right = await call(confirm, w.asCoordinator, '/api/mfa/enrolment/confirm', { code: codeAt(started.json.secret) });
    expect(right.status).toBe(200);
    expect(right.json.recovery_codes).toHaveLength(10);
    expect(new Set(right.json.recovery_codes).size).toBe(10);
    const state = await call(status, w.asCoordinator, '/api/mfa');
    expect(state.json).toMatchObject({ enabled: true, recovery_codes_left: 10, available: true });
    expect(JSON.stringify(state.json)).not.toContain(started.json.secret);
    const hashes = await db.mfaRecoveryCode.findMany({ where: { user_id: w.coordinator.id } });
    expect(hashes.map((h) => h.code_hash)).not.toContain(right.json.recovery_codes[0]);
    expect(await db.auditEvent.count({ where: { action: 'mfa_enable', actor_id: w.coordinator.id } })).toBe(1);

    // Set up already: no new secret is handed out.
    const again = await call(enrol, w.asCoordinator, '/api/mfa/enrolment');
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.json)).not.toContain(started.json.secret);
  });

  it('is for administrators only: a participant is refused', async () => {
    const w = await adminWorld();
    expect((await call(status, w.asParticipant, '/api/mfa')).status).toBe(403);
    expect((await call(enrol, w.asParticipant, '/api/mfa/enrolment')).status).toBe(403);
  });
});

describe('signing in with a second factor', () => {
  it('a right password opens no session until a right code; missing, wrong and reused codes are refused', async () => {
    const w = await adminWorld();
    const { secret } = await enrolled(w.asCoordinator);

    const first = await signIn(w.p.host, w.coordinator.email);
    expect(first.status).toBe(202);
    expect(first.json).toMatchObject({ mfa_required: true, expires_in: 300 });
    expect(first.setCookies).toEqual([]);

    expect((await second(w.p.host, first.json.mfa_token, '')).status).toBe(422);
    const wrong = await second(w.p.host, first.json.mfa_token, wrongCode(secret));
    expect(wrong.status).toBe(401);
    expect(wrong.json.errors).toEqual([MFA_MESSAGES.wrongCode]);
    // The enrolment used the previous step's code: an old step is no longer accepted.
    expect((await second(w.p.host, first.json.mfa_token, codeAt(secret, -1))).json.errors).toEqual([MFA_MESSAGES.codeUsed]);

    const right = await second(w.p.host, first.json.mfa_token, codeAt(secret));
    expect(right.status).toBe(200);
    expect(right.json.id).toBe(w.coordinator.id);
    const cookie = right.setCookies[0]!.split(';')[0]!;
    expect((await callRoute(getUser, { host: w.p.host, path: '/api/users/me', cookie, params: { id: 'me' } })).json.id).toBe(w.coordinator.id);
    // The pending token is spent: the next step's code cannot open a second session with it (issue 37 finding 10).
    const twice = await second(w.p.host, first.json.mfa_token, codeAt(secret, 1));
    expect(twice.status).toBe(401);
    expect(twice.json.errors).toEqual([MFA_MESSAGES.pendingExpired]);
    expect(twice.setCookies).toEqual([]);

    // The same code again, even with a fresh password step: refused.
    const replay = await signIn(w.p.host, w.coordinator.email);
    const reused = await second(w.p.host, replay.json.mfa_token, codeAt(secret));
    expect(reused.status).toBe(401);
    expect(reused.json.errors).toEqual([MFA_MESSAGES.codeUsed]);
    // The next step's code (a phone's clock a little ahead) passes.
    expect((await second(w.p.host, replay.json.mfa_token, codeAt(secret, 1))).status).toBe(200);
  });

  it('a pending token opens one session even when two codes race with it', async () => {
    const w = await adminWorld();
    const { secret } = await enrolled(w.asCoordinator);
    const pending = await signIn(w.p.host, w.coordinator.email);
    // Two valid codes (this step and the next) with the same token at once: one session, one refusal.
    const answers = await Promise.all([second(w.p.host, pending.json.mfa_token, codeAt(secret)), second(w.p.host, pending.json.mfa_token, codeAt(secret, 1))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    expect(answers.filter((a) => a.setCookies.length > 0)).toHaveLength(1);
    // A fresh password step still signs in (with a code not used yet).
    const next = await signIn(w.p.host, w.coordinator.email);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await second(w.p.host, next.json.mfa_token, codeAt(secret))).status).toBe(200);
  });

  it('a secret sealed under another AUTH_SECRET asks for a reset (409), never a 500', async () => {
    const w = await adminWorld();
    const { secret } = await enrolled(w.asCoordinator);
    // What a rotated AUTH_SECRET leaves behind: a sealed value this installation's key cannot open.
    const row = await db.userMfa.findUniqueOrThrow({ where: { user_id: w.coordinator.id } });
    const [iv, tag, body] = row.secret_encrypted.split('.');
    const flipped = Buffer.from(body!, 'base64url').map((b) => b ^ 0xff);
    await db.userMfa.update({ where: { user_id: w.coordinator.id }, data: { secret_encrypted: [iv, tag, Buffer.from(flipped).toString('base64url')].join('.') } });

    const first = await signIn(w.p.host, w.coordinator.email);
    const unreadable = await second(w.p.host, first.json.mfa_token, codeAt(secret));
    expect(unreadable.status).toBe(409);
    expect(unreadable.json.errors).toEqual([MFA_MESSAGES.unreadable]);
    expect(unreadable.setCookies).toEqual([]);
  });

  it('a pending sign-in is bound to its host and cannot be forged', async () => {
    const w = await adminWorld();
    const { secret } = await enrolled(w.asCoordinator);
    const first = await signIn(w.p.host, w.coordinator.email);
    const other = await createPromotion();
    expect((await second(other.host, first.json.mfa_token, codeAt(secret))).json.errors).toEqual([MFA_MESSAGES.pendingExpired]);
    const [payload, signature] = first.json.mfa_token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), userId: w.master.id })).toString('base64url');
    expect((await second(w.p.host, `${forged}.${signature}`, codeAt(secret))).status).toBe(401);
    vi.setSystemTime(Date.now() + 6 * 60_000);
    expect((await second(w.p.host, first.json.mfa_token, codeAt(secret))).json.errors).toEqual([MFA_MESSAGES.pendingExpired]);
  });

  it('wrong codes count on the account’s lockout run: the fifth locks it', async () => {
    const w = await adminWorld();
    const { secret } = await enrolled(w.asCoordinator);
    const first = await signIn(w.p.host, w.coordinator.email);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await second(w.p.host, first.json.mfa_token, wrongCode(secret))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 403]);
    // Locked: even the right code is not evaluated.
    expect((await second(w.p.host, first.json.mfa_token, codeAt(secret))).status).toBe(403);
  });

  it('codes are throttled per account like password guesses (429 past the limit), where lockouts are off', async () => {
    const w = await adminWorld({ flags: { enable_account_lockouts: false, allow_autocomplete: false } });
    const { secret } = await enrolled(w.asCoordinator);
    const first = await signIn(w.p.host, w.coordinator.email);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await second(w.p.host, first.json.mfa_token, wrongCode(secret), `198.51.100.${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect((await second(w.p.host, first.json.mfa_token, codeAt(secret), '198.51.100.99')).status).toBe(429);
  });

  it('participants are never asked for a second factor', async () => {
    const w = await adminWorld();
    const res = await signIn(w.p.host, w.participant.email);
    expect(res.status).toBe(200);
    expect(res.json.id).toBe(w.participant.id);
  });
});

describe('recovery codes', () => {
  it('sign in once each (with or without the dash, any case), and each use is in the audit trail', async () => {
    const w = await adminWorld();
    const { codes } = await enrolled(w.asCoordinator);
    const first = await signIn(w.p.host, w.coordinator.email);
    const used = await second(w.p.host, first.json.mfa_token, codes[0]!.replace('-', '').toLowerCase());
    expect(used.status).toBe(200);
    const audit = await db.auditEvent.findFirstOrThrow({ where: { action: 'mfa_recovery_code_used', actor_id: w.coordinator.id } });
    expect(audit.after).toEqual({ recovery_codes_left: 9 });
    const again = await signIn(w.p.host, w.coordinator.email);
    expect((await second(w.p.host, again.json.mfa_token, codes[0])).status).toBe(401);
    expect((await second(w.p.host, again.json.mfa_token, codes[1])).status).toBe(200);
    expect((await call(status, w.asCoordinator, '/api/mfa')).json.recovery_codes_left).toBe(8);
  });

  it('renewing needs a current code and replaces every old code', async () => {
    const w = await adminWorld();
    const { secret, codes } = await enrolled(w.asCoordinator);
    expect((await call(regenerate, w.asCoordinator, '/api/mfa/recovery_codes', { code: wrongCode(secret) })).status).toBe(422);
    const renewed = await call(regenerate, w.asCoordinator, '/api/mfa/recovery_codes', { code: codeAt(secret) });
    expect(renewed.status).toBe(200);
    expect(renewed.json.recovery_codes).toHaveLength(10);
    const first = await signIn(w.p.host, w.coordinator.email);
    expect((await second(w.p.host, first.json.mfa_token, codes[2])).status).toBe(401);
    expect((await second(w.p.host, first.json.mfa_token, renewed.json.recovery_codes[0])).status).toBe(200);
  });
});

describe('turning MFA off', () => {
  it('needs the password or a current code; then the password alone signs in again', async () => {
    const w = await adminWorld();
    await enrolled(w.asCoordinator);
    expect((await call(disable, w.asCoordinator, '/api/mfa/disable', {})).json.errors).toEqual([MFA_MESSAGES.proofRequired]);
    expect((await call(disable, w.asCoordinator, '/api/mfa/disable', { password: 'not-it' })).json.errors).toEqual([MFA_MESSAGES.wrongPassword]);
    const off = await call(disable, w.asCoordinator, '/api/mfa/disable', { password: TEST_PASSWORD });
    expect(off.status).toBe(200);
    expect(off.json.enabled).toBe(false);
    expect(await db.mfaRecoveryCode.count({ where: { user_id: w.coordinator.id } })).toBe(0);
    expect(await db.auditEvent.count({ where: { action: 'mfa_disable', actor_id: w.coordinator.id } })).toBe(1);
    expect((await signIn(w.p.host, w.coordinator.email)).status).toBe(200);
  });
});
