// Forgotten password → emailed single-use link → reset (social-engagement.md §5, §7 "Auth and registration", §8).
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie, TEST_PASSWORD } from '../helpers/factories';
import { NEW_PASSWORD } from '../helpers/onboarding-factories';
import { POST as forgot } from '@/app/api/users/forgot/route';
import { POST as verify } from '@/app/api/users/verify_password_reset/route';
import { PUT as passwordReset } from '@/app/api/users/password_reset/route';
import { GET as userFromToken } from '@/app/api/get_user_from_reset_token/[token]/route';
import { GET as getUser } from '@/app/api/users/[id]/route';
import { POST as authenticate } from '@/app/api/users/authenticate/route';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { hashResetToken } from '@/server/password-reset/queries';
import { openSecrets, revealSecrets } from '@/server/mail/secrets';

afterAll(() => stopEnqueuer());

type Place = { host: string };

const requestReset = (p: Place, email: string) => callRoute(forgot, { method: 'POST', host: p.host, path: '/api/users/forgot', body: { email } });
const verifyToken = (p: Place, thing: string) => callRoute(verify, { method: 'POST', host: p.host, path: '/api/users/verify_password_reset', body: { thing } });
const reset = (p: Place, body: Record<string, unknown>) => callRoute(passwordReset, { method: 'PUT', host: p.host, path: '/api/users/password_reset', body });
const tokenUser = (p: Place, token: string) =>
  callRoute(userFromToken, { host: p.host, path: `/api/get_user_from_reset_token/${token}`, params: { token } });

/**
 * The token of the newest reset email sent to this address, as the mail that leaves carries it: the stored row has
 * it redacted, sealed for delivery (server/mail/secrets.ts).
 */
async function mailedToken(email: string): Promise<{ token: string; link: string; row: { subject: string; kind: string; promotion_id: number | null } }> {
  const row = await db.emailMessage.findFirstOrThrow({ where: { to: email, kind: 'password_reset' }, orderBy: { id: 'desc' } });
  const html = revealSecrets(row.html, openSecrets(row.sealed_secrets));
  const link = /href="([^"]*reset_password=[^"]+)"/.exec(html)![1];
  const token = /reset_password=([A-Za-z0-9_-]+)/.exec(link)![1];
  return { token, link, row };
}

async function setup() {
  const p = await createPromotion();
  const user = await createUser({ promotionId: p.id, email: `reset-${p.subdomain}@example.com`, firstName: 'Rosa' });
  return { p, user };
}

describe('POST /users/forgot', () => {
  it('mails a reset link to {protocol}://{subdomain}.{APP_HOST}:{port}/welcome?reset_password={token}; only the hash is stored', async () => {
    const { p, user } = await setup();
    const res = await requestReset(p, `  ${user.email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ email_sent: true });
    const { token, link, row } = await mailedToken(user.email);
    expect(link).toBe(`http://${p.subdomain}.localhost:3000/welcome?reset_password=${token}`);
    expect(row).toMatchObject({ subject: 'Reset your password', kind: 'password_reset', promotion_id: p.id });
    const stored = await db.passwordResetToken.findFirstOrThrow({ where: { user_id: user.id } });
    expect(stored.token_hash).toBe(hashResetToken(token));
    expect(stored.token_hash).not.toContain(token);
    const hoursValid = (stored.expires_at.getTime() - stored.created_at.getTime()) / 3_600_000;
    expect(hoursValid).toBeCloseTo(2, 2);
  });

  it("answers 'No account was found with that email.' (404) for an unknown address or another promotion's account", async () => {
    const { p } = await setup();
    const other = await setup();
    expect(await requestReset(p, 'nobody@example.com')).toMatchObject({ status: 404, json: { errors: ['No account was found with that email.'] } });
    const cross = await requestReset(p, other.user.email);
    expect(cross.status).toBe(404);
    expect(await db.emailMessage.count({ where: { to: other.user.email } })).toBe(0);
  });

  it('rejects a malformed address with 422', async () => {
    const { p } = await setup();
    for (const email of ['not-an-email', 'a@b', '']) {
      const res = await requestReset(p, email);
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual(['Please enter a valid email address.']);
    }
  });

  it('allows 5 requests per account per hour, then answers 429', async () => {
    const { p, user } = await setup();
    for (let i = 0; i < 5; i++) expect((await requestReset(p, user.email)).status).toBe(200);
    const limited = await requestReset(p, user.email);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3600');
    expect(await db.emailMessage.count({ where: { to: user.email } })).toBe(5);
  });
});

describe('the emailed token', () => {
  it('verifies, names its user, resets the password once, and signs other sessions out', async () => {
    const { p, user } = await setup();
    const oldCookie = await signInCookie(user, { promotionId: p.id });
    await requestReset(p, user.email);
    const { token } = await mailedToken(user.email);

    expect((await verifyToken(p, token)).json).toEqual({ allow: true });
    expect(await tokenUser(p, token)).toMatchObject({ status: 200, json: { first_name: 'Rosa', email: user.email } });

    const res = await reset(p, { thing: token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ reset: true, email: user.email });

    // The old session is gone; the new password signs in, the old one does not.
    const me = await callRoute(getUser, { host: p.host, path: '/api/users/me', params: { id: 'me' }, cookie: oldCookie });
    expect(me.status).toBe(401);
    const signIn = (password: string) =>
      callRoute(authenticate, { method: 'POST', host: p.host, path: '/api/users/authenticate', body: { email: user.email, password } });
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(TEST_PASSWORD)).status).toBe(401);

    // Single use.
    expect((await verifyToken(p, token)).json).toEqual({ allow: false });
    expect((await tokenUser(p, token)).status).toBe(404);
    const again = await reset(p, { thing: token, password: 'Another-pass1' });
    expect(again).toMatchObject({ status: 422, json: { errors: ['Cannot verify reset password token.'] } });
  });

  it('redeeming one link also retires the older links sent to the same person', async () => {
    const { p, user } = await setup();
    await requestReset(p, user.email);
    const first = (await mailedToken(user.email)).token;
    await requestReset(p, user.email);
    const second = (await mailedToken(user.email)).token;
    expect(first).not.toBe(second);
    expect((await reset(p, { thing: second, password: NEW_PASSWORD })).status).toBe(200);
    expect((await verifyToken(p, first)).json.allow).toBe(false);
  });

  it('does not work once expired', async () => {
    const { p, user } = await setup();
    await requestReset(p, user.email);
    const { token } = await mailedToken(user.email);
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000);
    await db.passwordResetToken.updateMany({ where: { user_id: user.id }, data: { created_at: threeHoursAgo, expires_at: new Date(Date.now() - 3_600_000) } });
    expect((await verifyToken(p, token)).json).toEqual({ allow: false });
    expect((await tokenUser(p, token)).status).toBe(404);
    expect((await reset(p, { thing: token, password: NEW_PASSWORD })).json).toEqual({ errors: ['Cannot verify reset password token.'] });
  });

  it('checks the organization password rules and the confirmation, leaving the token usable', async () => {
    const p = await createPromotion({ organization: { password_regular_expression_string: '^[^x]*$', password_help_message: 'No x allowed.' } });
    const user = await createUser({ promotionId: p.id });
    await requestReset(p, user.email);
    const { token } = await mailedToken(user.email);
    expect((await reset(p, { thing: token, password: 'short' })).json.errors).toContain('Password must be at least 8 characters.');
    expect((await reset(p, { thing: token, password: 'Xylophone-x1' })).json.errors).toEqual(['No x allowed.']);
    expect((await reset(p, { thing: token, password: '' })).json.errors).toEqual(['Password required.']);
    const mismatch = await reset(p, { thing: token, password: NEW_PASSWORD, password_confirmation: 'Fresh-start8' });
    expect(mismatch).toMatchObject({ status: 422, json: { errors: ['Passwords do not match.'] } });
    expect((await verifyToken(p, token)).json.allow).toBe(true);
    expect((await reset(p, { thing: token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('lifts a lock: whoever reads the account\'s mail may sign in again (docs/decisions/002)', async () => {
    const { p, user } = await setup();
    await db.user.update({ where: { id: user.id }, data: { is_locked: true, locked_until: new Date(Date.now() + 3_600_000), failed_login_count: 7 } });
    await requestReset(p, user.email);
    const { token } = await mailedToken(user.email);
    expect((await reset(p, { thing: token, password: NEW_PASSWORD })).status).toBe(200);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ is_locked: false, locked_until: null, failed_login_count: 0 });
  });

  it('gives a simultaneous double redemption exactly one success', async () => {
    const { p, user } = await setup();
    await requestReset(p, user.email);
    const { token } = await mailedToken(user.email);
    const results = await Promise.all([reset(p, { thing: token, password: NEW_PASSWORD }), reset(p, { thing: token, password: 'Other-pass2' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it("is unknown on another promotion's host (404 / allow false / 422); the own host still accepts it", async () => {
    const { p, user } = await setup();
    const other = await createPromotion();
    await requestReset(p, user.email);
    const { token } = await mailedToken(user.email);
    expect((await verifyToken(other, token)).json).toEqual({ allow: false });
    expect((await tokenUser(other, token)).status).toBe(404);
    expect((await reset(other, { thing: token, password: NEW_PASSWORD })).status).toBe(422);
    expect((await tokenUser(p, token)).status).toBe(200);
  });

  it('answers unknown tokens plainly', async () => {
    const { p } = await setup();
    expect((await verifyToken(p, 'nope')).json).toEqual({ allow: false });
    expect((await verifyToken(p, '')).json).toEqual({ allow: false });
    expect((await tokenUser(p, 'nope')).status).toBe(404);
    expect((await reset(p, { thing: 'nope', password: NEW_PASSWORD })).json).toEqual({ errors: ['Cannot verify reset password token.'] });
  });
});

describe('dashboard accounts', () => {
  it('reset on the dashboard host, with a link to it', async () => {
    const master = await createUser({ promotionId: null, role: 'Master', email: 'boss-reset@example.com' });
    const dashboard = { host: 'dashboard.localhost:3000' };
    expect((await requestReset(dashboard, master.email)).status).toBe(200);
    const { token, link } = await mailedToken(master.email);
    expect(link).toBe(`http://dashboard.localhost:3000/welcome?reset_password=${token}`);
    const p = await createPromotion();
    expect((await requestReset(p, master.email)).status).toBe(404);
    expect((await reset(dashboard, { thing: token, password: NEW_PASSWORD })).status).toBe(200);
  });
});
