// Single sign-on by OpenID Connect (docs/sso.md) against a real provider run in this process (oidc-provider): the
// round trip from the welcome page's button to a session, just-in-time accounts with their claims and SSO extras,
// one-time state and nonce, eligibility and email linking rules, and where logout goes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { startTestProvider, type TestProvider } from '../helpers/oidc-provider';
import { registrationBody } from '../helpers/onboarding-factories';
import { GET as ssoLogin } from '@/app/api/sso/login/route';
import { GET as ssoCallback } from '@/app/api/sso/callback/route';
import { GET as getSettings, PUT as putSettings } from '@/app/api/organizations/[id]/sso/route';
import { GET as getUser } from '@/app/api/users/[id]/route';
import { POST as logout } from '@/app/api/users/logout/route';
import { POST as impersonate } from '@/app/api/users/[id]/impersonate/route';
import { POST as register } from '@/app/api/users/route';
import { SSO_MESSAGES } from '@/lib/sso/messages';
import { db } from '@/server/db';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';
import { sha256 } from '@/server/sso/secrets';

// The provider runs on this machine over http: the development setting of the outbound guard lets the server reach it.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_PRIVATE_NETWORK = 'true';
});

const DASHBOARD = 'dashboard.localhost:3000';
const subdomains = ['ssoa', 'ssob', 'ssoc'].map((s) => `${s}${Date.now().toString(36)}`);
let provider: TestProvider;
let masterCookie: string;

beforeAll(async () => {
  provider = await startTestProvider({
    redirectUris: [...subdomains.map((s) => `http://${s}.localhost:3000/api/sso/callback`), `http://${DASHBOARD}/api/sso/callback`],
    accounts: [
      { sub: 'ada-1', email: 'Ada@Corp.test', email_verified: true, given_name: 'Ada', family_name: 'Lovelace', department: 'Engineering', employee_number: '00042' },
      { sub: 'bob-2', email: 'bob@corp.test', email_verified: false, given_name: 'Bob', family_name: 'Builder' },
      { sub: 'cy-3', email: 'cy@corp.test', email_verified: true, given_name: 'Cy' },
      { sub: 'noemail-4' },
      { sub: 'mallory-9', email: 'mallory@corp.test', email_verified: true, given_name: 'Mallory' },
    ],
  });
  masterCookie = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
});
afterAll(() => provider?.close());

/** A promotion whose organization signs in with the test provider, set up through the organization form's API. */
async function ssoPromotion(subdomain: string, options: { flags?: Record<string, boolean>; organization?: Record<string, unknown> } = {}) {
  const p = await createPromotion({ subdomain, organization: { is_sso_enabled: true, sso_label: 'Corp ID', ...options.organization }, data: { flags: options.flags ?? {} } });
  const saved = await callRoute(putSettings, {
    method: 'PUT', host: DASHBOARD, path: `/api/organizations/${p.organization.id}/sso`, cookie: masterCookie, params: { id: String(p.organization.id) },
    body: { issuer: provider.issuer, client_id: provider.clientId, client_secret: provider.clientSecret, scopes: 'email profile' },
  });
  expect(saved.status).toBe(200);
  await db.ssoExtra.createMany({
    data: [
      { promotion_id: p.id, name: 'department', data_type: 'string', path: 'custom_fields.department' },
      { promotion_id: p.id, name: 'employee_number', data_type: 'integer', path: 'custom_fields.employee_number' },
    ],
  });
  forgetCachedPromotions();
  return p;
}

// The browser's binding cookie of each sign-in started, by its state: callback() sends it back as that browser would.
const bindings = new Map<string, string>();

async function startLogin(host: string, returnTo?: string) {
  const res = await callRoute(ssoLogin, { host, path: `/api/sso/login${returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : ''}` });
  expect(res.status).toBe(303);
  const url = new URL(res.headers.get('location')!);
  const binding = res.setCookies.find((c) => c.startsWith('renew.sso-binding='));
  if (binding) bindings.set(url.searchParams.get('state')!, binding.split(';')[0]!);
  return url;
}

const callback = (host: string, url: URL, cookie = bindings.get(url.searchParams.get('state') ?? '')) =>
  callRoute(ssoCallback, { host, path: `${url.pathname}${url.search}`, ...(cookie ? { cookie } : {}) });
const sessionCookie = (res: { setCookies: string[] }) => res.setCookies.find((c) => c.startsWith('next-auth.session-token='))?.split(';')[0];

async function signInAs(host: string, account: string, returnTo?: string) {
  const back = await provider.signIn((await startLogin(host, returnTo)).href, account);
  return { back, res: await callback(host, back) };
}

describe('signing in by OpenID Connect', () => {
  let p: Awaited<ReturnType<typeof ssoPromotion>>;
  beforeAll(async () => {
    p = await ssoPromotion(subdomains[0]!);
  });

  it('sends the browser to the provider with PKCE, a state and a nonce, storing only the state’s hash', async () => {
    const url = await startLogin(p.host);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`http://${p.host}/api/sso/callback`);
    expect(url.searchParams.get('scope')!.split(' ')).toContain('openid');
    const state = url.searchParams.get('state')!;
    expect(await db.ssoLoginState.count({ where: { id: state } })).toBe(0);
    const row = await db.ssoLoginState.findUniqueOrThrow({ where: { id: sha256(state) } });
    expect(row.promotion_id).toBe(p.id);
    expect(row.code_verifier_encrypted).not.toContain(url.searchParams.get('code_challenge')!);
  });

  it('creates the participant from the claims and SSO extras, opens a session, and finds the same person next time', async () => {
    const { res } = await signInAs(p.host, 'ada-1', '/activities');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/activities');
    const cookie = sessionCookie(res);
    expect(cookie).toBeTruthy();
    const me = await callRoute(getUser, { host: p.host, path: '/api/users/me', cookie, params: { id: 'me' } });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe('ada@corp.test');

    const user = await db.user.findFirstOrThrow({ where: { promotion_id: p.id, sso_identifier: 'ada-1' }, include: { profile: true } });
    expect(user.password_hash).toBeNull();
    expect(user.role).toBe('User');
    expect(user.profile).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    const extras = await db.userSsoAttributes.findUniqueOrThrow({ where: { user_id: user.id } });
    expect(extras.custom_fields).toEqual({ department: 'Engineering', employee_number: 42 });
    expect(await db.emailSubscription.count({ where: { user_id: user.id } })).toBe(1);

    const again = await signInAs(p.host, 'ada-1');
    expect(again.res.status).toBe(303);
    expect(again.res.headers.get('location')).toBe('/');
    const secondMe = await callRoute(getUser, { host: p.host, path: '/api/users/me', cookie: sessionCookie(again.res), params: { id: 'me' } });
    expect(secondMe.json.id).toBe(user.id);
    expect(await db.user.count({ where: { promotion_id: p.id, sso_identifier: 'ada-1' } })).toBe(1);
  });

  it('returns only to a page of this site: return_to cannot send the signed-in person elsewhere', async () => {
    // A browser drops tabs and newlines from a Location and reads '\' as '/': '/<tab>/evil.test' is '//evil.test'.
    for (const returnTo of ['/\t/evil.test', '/\t\\evil.test', '/\\evil.test', '//evil.test', 'https://evil.test/', '/\n/evil.test']) {
      const { res } = await signInAs(p.host, 'ada-1', returnTo);
      expect(res.status, JSON.stringify(returnTo)).toBe(303);
      const location = res.headers.get('location')!;
      expect(new URL(location, `http://${p.host}/`).host, JSON.stringify(returnTo)).toBe(p.host);
      expect(location, JSON.stringify(returnTo)).toBe('/');
      expect(sessionCookie(res)).toBeTruthy();
    }
    const { res } = await signInAs(p.host, 'ada-1', '/journey/my?tab=2');
    expect(res.headers.get('location')).toBe('/journey/my?tab=2');
  });

  it('refuses a used state, an unknown state and a wrong nonce, with the friendly page and no session', async () => {
    const { back, res } = await signInAs(p.host, 'ada-1');
    expect(res.status).toBe(303);
    const replay = await callback(p.host, back);
    expect(replay.headers.get('location')).toBe('/sso/error?reason=expired');
    expect(sessionCookie(replay)).toBeUndefined();

    const forged = new URL(back);
    forged.searchParams.set('state', 'not-the-state-we-sent-0123456789');
    expect((await callback(p.host, forged)).headers.get('location')).toBe('/sso/error?reason=expired');

    const start = await startLogin(p.host);
    await db.ssoLoginState.update({ where: { id: sha256(start.searchParams.get('state')!) }, data: { nonce: 'another-nonce' } });
    const wrongNonce = await callback(p.host, await provider.signIn(start.href, 'ada-1'));
    expect(wrongNonce.status).toBe(303);
    expect(wrongNonce.headers.get('location')).toBe('/sso/error?reason=provider');
    expect(sessionCookie(wrongNonce)).toBeUndefined();
  });

  it('finishes a sign-in only in the browser that started it (no login CSRF)', async () => {
    // Someone starts a sign-in with their own account and sends the provider's answer to another person's browser.
    const start = await startLogin(p.host);
    const back = await provider.signIn(start.href, 'mallory-9');
    const res = await callback(p.host, back, 'renew.sso-binding=another-browsers-value');
    expect(res.headers.get('location')).toBe('/sso/error?reason=other_browser');
    expect(sessionCookie(res)).toBeUndefined();
    const bare = await startLogin(p.host);
    const withoutCookie = await callback(p.host, await provider.signIn(bare.href, 'mallory-9'), '');
    expect(withoutCookie.headers.get('location')).toBe('/sso/error?reason=other_browser');
    expect(await db.user.count({ where: { sso_identifier: 'mallory-9' } })).toBe(0);
  });

  it('does not finish a sign-in on another promotion’s host', async () => {
    const other = await ssoPromotion(subdomains[2]!);
    const start = await startLogin(p.host);
    const back = await provider.signIn(start.href, 'cy-3');
    const res = await callback(other.host, back);
    expect(res.headers.get('location')).toBe('/sso/error?reason=wrong_host');
    expect(await db.user.count({ where: { sso_identifier: 'cy-3' } })).toBe(0);
  });

  it('links an existing account of the same email only when the provider verified the address', async () => {
    const existing = await createUser({ promotionId: p.id, email: 'cy@corp.test' });
    const unverified = await createUser({ promotionId: p.id, email: 'bob@corp.test' });
    const linked = await signInAs(p.host, 'cy-3');
    expect(linked.res.headers.get('location')).toBe('/');
    expect((await db.user.findUniqueOrThrow({ where: { id: existing.id } })).sso_identifier).toBe('cy-3');

    const refused = await signInAs(p.host, 'bob-2');
    expect(refused.res.headers.get('location')).toBe('/sso/error?reason=email_in_use');
    expect((await db.user.findUniqueOrThrow({ where: { id: unverified.id } })).sso_identifier).toBeNull();

    const noEmail = await signInAs(p.host, 'noemail-4');
    expect(noEmail.res.headers.get('location')).toBe('/sso/error?reason=missing_email');
  });

  it('refuses a locked account', async () => {
    await db.user.updateMany({ where: { promotion_id: p.id, sso_identifier: 'ada-1' }, data: { is_locked: true } });
    const { res } = await signInAs(p.host, 'ada-1');
    expect(res.headers.get('location')).toBe('/sso/error?reason=locked');
    await db.user.updateMany({ where: { promotion_id: p.id, sso_identifier: 'ada-1' }, data: { is_locked: false } });
  });

  it('logout names the provider’s end-session endpoint, or the organization’s SSO redirect when it has one', async () => {
    const { res } = await signInAs(p.host, 'ada-1');
    const out = await callRoute(logout, { method: 'POST', host: p.host, path: '/api/users/logout', cookie: sessionCookie(res) });
    expect(out.status).toBe(200);
    const target = new URL(out.json.redirect_to);
    expect(`${target.origin}${target.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(target.searchParams.get('client_id')).toBe(provider.clientId);

    await db.organization.update({ where: { id: p.organization.id }, data: { sso_redirect: 'https://intranet.corp.test/bye' } });
    const again = await signInAs(p.host, 'ada-1');
    const out2 = await callRoute(logout, { method: 'POST', host: p.host, path: '/api/users/logout', cookie: sessionCookie(again.res) });
    expect(out2.json.redirect_to).toBe('https://intranet.corp.test/bye');
    await db.organization.update({ where: { id: p.organization.id }, data: { sso_redirect: null } });
  });

  it('impersonation of an SSO participant still opens by the one-time ticket, after the spec’s 1 s', async () => {
    const user = await db.user.findFirstOrThrow({ where: { promotion_id: p.id, sso_identifier: 'ada-1' } });
    const launch = await callRoute(impersonate, { method: 'POST', host: DASHBOARD, path: `/api/users/${user.id}/impersonate`, cookie: masterCookie, params: { id: String(user.id) } });
    expect(launch.status).toBe(201);
    expect(launch.json.redirect_after_ms).toBe(1000);
    expect(launch.json.url).toContain('/api/impersonation/redeem?ticket=');
  });
});

describe('just-in-time accounts and the promotion’s rules', () => {
  it('requires an eligibility record named by the SSO identifier when the promotion displays eligibility, and claims it', async () => {
    const p = await ssoPromotion(subdomains[1]!, { flags: { is_eligibility_displayed: true } });
    const refused = await signInAs(p.host, 'bob-2');
    expect(refused.res.headers.get('location')).toBe('/sso/error?reason=not_eligible');
    expect(await db.user.count({ where: { promotion_id: p.id } })).toBe(0);

    const record = await db.eligibility.create({ data: { promotion_id: p.id, identifier: 'bob-2' } });
    const accepted = await signInAs(p.host, 'bob-2');
    expect(accepted.res.headers.get('location')).toBe('/');
    const user = await db.user.findFirstOrThrow({ where: { promotion_id: p.id, sso_identifier: 'bob-2' } });
    expect((await db.eligibility.findUniqueOrThrow({ where: { id: record.id } })).user_id).toBe(user.id);
  });

  it('refuses a password registration: accounts of a single sign-on program come from the provider', async () => {
    const p = await createPromotion({ organization: { is_sso_enabled: true } });
    const res = await callRoute(register, { method: 'POST', host: p.host, path: '/api/users', body: registrationBody({ email: 'walk-in@corp.test' }) });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ errors: [SSO_MESSAGES.registerWithSso] });
    expect(await db.user.count({ where: { promotion_id: p.id, email: 'walk-in@corp.test' } })).toBe(0);
  });

  it('a promotion without single sign-on, or without settings, shows the friendly page', async () => {
    const plain = await createPromotion();
    expect((await callRoute(ssoLogin, { host: plain.host, path: '/api/sso/login' })).headers.get('location')).toBe('/sso/error?reason=not_configured');
    const legacy = await createPromotion({ organization: { is_sso_enabled: true, sso_login_url: 'https://sso.corp.test/login' } });
    expect((await callRoute(ssoLogin, { host: legacy.host, path: '/api/sso/login' })).headers.get('location')).toBe('https://sso.corp.test/login');
  });

  it('never sends the client secret back', async () => {
    const p = await createPromotion({ organization: { is_sso_enabled: true } });
    const id = String(p.organization.id);
    await callRoute(putSettings, {
      method: 'PUT', host: DASHBOARD, path: `/api/organizations/${id}/sso`, cookie: masterCookie, params: { id },
      body: { issuer: provider.issuer, client_id: 'x', client_secret: 'super-secret-value' },
    });
    const read = await callRoute(getSettings, { host: DASHBOARD, path: `/api/organizations/${id}/sso`, cookie: masterCookie, params: { id } });
    expect(read.json.has_client_secret).toBe(true);
    expect(JSON.stringify(read.json)).not.toContain('super-secret-value');
    const row = await db.organizationOidcConfig.findUniqueOrThrow({ where: { organization_id: p.organization.id } });
    expect(row.client_secret_encrypted).not.toContain('super-secret-value');
    const audits = await db.auditEvent.findMany({ where: { record_type: 'OrganizationOidcConfig', record_id: id } });
    expect(audits.length).toBe(1);
    expect(JSON.stringify(audits)).not.toContain('super-secret-value');
    // Saving again without a secret keeps it.
    await callRoute(putSettings, {
      method: 'PUT', host: DASHBOARD, path: `/api/organizations/${id}/sso`, cookie: masterCookie, params: { id },
      body: { issuer: provider.issuer, client_id: 'y' },
    });
    expect((await db.organizationOidcConfig.findUniqueOrThrow({ where: { organization_id: p.organization.id } })).client_secret_encrypted).toBe(row.client_secret_encrypted);
  });
});
