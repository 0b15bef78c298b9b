// The organization form's single sign-on Test (docs/sso.md), against a real provider run in this process: discovery
// and a full sign-in round trip reporting what came back, 'Failed test!' with the reason for a bad issuer or secret,
// the spec's key-based test, and who may run it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { startTestProvider, type TestProvider } from '../helpers/oidc-provider';
import { POST as startTest } from '@/app/api/organizations/[id]/sso_test/route';
import { GET as readTest } from '@/app/api/organizations/[id]/sso_test/[testId]/route';
import { PUT as putSettings } from '@/app/api/organizations/[id]/sso/route';
import { POST as rotateWskey } from '@/app/api/organizations/[id]/wskey/route';
import { GET as ssoCallback } from '@/app/api/sso/callback/route';
import { db } from '@/server/db';
import { SSO_MESSAGES } from '@/lib/sso/messages';
import type { SsoTestRun } from '@/lib/sso/types';

// The provider runs on this machine over http: the development setting of the outbound guard lets the server reach it
// (tests/integration/security-outbound.test.ts runs without it).
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_PRIVATE_NETWORK = 'true';
});

const DASHBOARD = 'dashboard.localhost:3000';
let provider: TestProvider;
let masterCookie: string;

beforeAll(async () => {
  provider = await startTestProvider({
    redirectUris: [`http://${DASHBOARD}/api/sso/callback`],
    accounts: [{ sub: 'admin-7', email: 'it@corp.test', email_verified: true, given_name: 'Ida', family_name: 'Tester', department: 'IT', employee_number: 'n/a' }],
  });
  masterCookie = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
});
afterAll(() => provider?.close());

async function organization() {
  const p = await createPromotion({ organization: { is_sso_enabled: true } });
  await db.ssoExtra.createMany({
    data: [
      { promotion_id: p.id, name: 'department', data_type: 'string', path: 'custom_fields.department' },
      { promotion_id: p.id, name: 'employee_number', data_type: 'integer', path: 'custom_fields.employee_number' },
    ],
  });
  return { p, id: String(p.organization.id) };
}

const settings = (over: Record<string, unknown> = {}) => ({
  issuer: provider.issuer, client_id: provider.clientId, client_secret: provider.clientSecret, scopes: 'openid email profile', ...over,
});
const post = (id: string, body: unknown, cookie = masterCookie) =>
  callRoute<SsoTestRun & { errors?: string[] }>(startTest, { method: 'POST', host: DASHBOARD, path: `/api/organizations/${id}/sso_test`, cookie, params: { id }, body });
const poll = (id: string, testId: string) =>
  callRoute<SsoTestRun>(readTest, { host: DASHBOARD, path: `/api/organizations/${id}/sso_test/${testId}`, cookie: masterCookie, params: { id, testId } });

/** The administrator's round trip in the new window: the provider's sign-in, then our callback on the dashboard. */
async function roundTrip(run: SsoTestRun) {
  const back = await provider.signIn(run.authorization_url!, 'admin-7');
  return callRoute(ssoCallback, { host: DASHBOARD, path: `${back.pathname}${back.search}` });
}

describe('the Test button', () => {
  it('runs discovery, then a full sign-in, and reports the claims, the mapped fields and the SSO extras', async () => {
    const { p, id } = await organization();
    const started = await post(id, settings());
    expect(started.status).toBe(201);
    expect(started.json.status).toBe('pending');
    expect(started.json.discovery).toMatchObject({ issuer: provider.issuer, token_endpoint: `${provider.issuer}/token` });
    expect(new URL(started.json.authorization_url!).searchParams.get('prompt')).toBe('login');

    const finished = await roundTrip(started.json);
    expect(finished.status).toBe(303);
    expect(finished.headers.get('location')).toBe('/sso/test-finished');
    expect(finished.setCookies.some((c) => c.startsWith('next-auth.session-token='))).toBe(false);

    const run = await poll(id, started.json.id);
    expect(run.json.status).toBe('succeeded');
    expect(run.json.report!.mapped).toEqual({ sso_identifier: 'admin-7', email: 'it@corp.test', first_name: 'Ida', last_name: 'Tester' });
    expect(run.json.report!.claims).toMatchObject({ sub: 'admin-7', department: 'IT' });
    expect(run.json.report!.extras).toEqual([
      { promotion: p.name, name: 'department', path: 'custom_fields.department', value: 'IT', problem: null },
      { promotion: p.name, name: 'employee_number', path: 'custom_fields.employee_number', value: null, problem: 'not a whole number' },
    ]);
    expect(JSON.stringify(run.json)).not.toContain(provider.clientSecret);
    // Nobody was signed in or created by a test.
    expect(await db.user.count({ where: { sso_identifier: 'admin-7' } })).toBe(0);
  });

  it('says Failed test! with the reason when the issuer cannot be discovered', async () => {
    const { id } = await organization();
    const res = await post(id, settings({ issuer: 'http://127.0.0.1:9/nothing-here' }));
    expect(res.status).toBe(422);
    expect(res.json.errors[0]).toBe('Failed test!');
    expect(res.json.errors[1]).toMatch(/^Discovery at http:\/\/127\.0\.0\.1:9\/nothing-here failed: .+/);
  });

  it('says Failed test! with the reason when the provider refuses the client secret, at the code exchange', async () => {
    const { id } = await organization();
    const started = await post(id, settings({ client_secret: 'not-the-secret' }));
    expect(started.status).toBe(201);
    await roundTrip(started.json);
    const run = await poll(id, started.json.id);
    expect(run.json.status).toBe('failed');
    expect(run.json.errors).toEqual(['Failed test!', 'The provider refused the client ID or secret (invalid_client).']);
  });

  it('uses the stored secret when none is typed, and refuses a mapping whose identifier does not come back', async () => {
    const { id } = await organization();
    const saved = await callRoute(putSettings, { method: 'PUT', host: DASHBOARD, path: `/api/organizations/${id}/sso`, cookie: masterCookie, params: { id }, body: settings() });
    expect(saved.status).toBe(200);
    const started = await post(id, settings({ client_secret: null, identifier_claim: 'employee_id' }));
    expect(started.status).toBe(201);
    await roundTrip(started.json);
    const run = await poll(id, started.json.id);
    expect(run.json.status).toBe('failed');
    expect(run.json.errors).toEqual(['Failed test!', 'The identifier claim "employee_id" did not come back.']);
  });

  it('keeps the stored secret only for the issuer it was typed for: another issuer would receive it', async () => {
    // The secret is write-only; without this, whoever may edit the form could point the issuer at their own server and
    // read the secret off the code exchange (a Test), or off the next participant's sign-in (a save).
    const elsewhere = await startTestProvider({ redirectUris: [`http://${DASHBOARD}/api/sso/callback`], accounts: [{ sub: 'x-1' }] });
    try {
      const { id } = await organization();
      const put = (body: unknown) => callRoute(putSettings, { method: 'PUT', host: DASHBOARD, path: `/api/organizations/${id}/sso`, cookie: masterCookie, params: { id }, body });
      expect((await put(settings())).status).toBe(200);
      const before = await db.organizationOidcConfig.findUniqueOrThrow({ where: { organization_id: Number(id) } });

      const test = await post(id, settings({ issuer: elsewhere.issuer, client_secret: null }));
      expect(test.status).toBe(422);
      expect(test.json.errors).toEqual(['Failed test!', SSO_MESSAGES.secretForAnotherIssuer]);
      expect(await db.ssoTestRun.count({ where: { organization_id: Number(id) } })).toBe(0);

      const saved = await put(settings({ issuer: elsewhere.issuer, client_secret: null }));
      expect(saved.status).toBe(422);
      expect(saved.json.errors).toEqual([SSO_MESSAGES.secretForAnotherIssuer]);
      expect(await db.organizationOidcConfig.findUniqueOrThrow({ where: { organization_id: Number(id) } })).toEqual(before);

      // Typed again, or cleared for a public client, the new issuer is fine; the same issuer keeps the stored secret.
      expect((await post(id, settings({ issuer: elsewhere.issuer, client_secret: 'its-own-secret' }))).status).toBe(201);
      expect((await put(settings({ issuer: elsewhere.issuer, client_secret: null, clear_client_secret: true }))).status).toBe(200);
      expect((await put(settings({ client_secret: 'the-secret-again' }))).status).toBe(200);
      expect((await put(settings({ client_secret: null, client_id: 'another-client' }))).status).toBe(200);
      expect((await db.organizationOidcConfig.findUniqueOrThrow({ where: { organization_id: Number(id) } })).client_secret_encrypted).not.toBeNull();
    } finally {
      await elsewhere.close();
    }
  });

  it('the spec’s key-based test checks the key and the login URL', async () => {
    const p = await createPromotion({ organization: { is_sso_enabled: true, sso_login_url: 'https://sso.corp.test/login' } });
    const id = String(p.organization.id);
    const rotated = await callRoute(rotateWskey, { method: 'POST', host: DASHBOARD, path: `/api/organizations/${id}/wskey`, cookie: masterCookie, params: { id } });
    const key = rotated.json.wskey as string;
    expect((await post(id, { key, url: 'https://sso.corp.test/login' })).json).toMatchObject({ ok: true });
    const wrong = await post(id, { key: `${key}x`, url: 'https://sso.corp.test/login' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors[0]).toBe('Failed test!');
  });

  it('is for the organization’s administrators only: another reseller’s organization is a 404, a coordinator a 403', async () => {
    const { p, id } = await organization();
    const mine = await db.reseller.create({ data: { name: 'Mine' } });
    const reseller = await createUser({ promotionId: null, role: 'Reseller', resellerId: mine.id });
    const asReseller = await signInCookie(reseller, { promotionId: null });
    expect((await post(id, settings(), asReseller)).status).toBe(404);
    const coordinator = await createUser({ promotionId: p.id, role: 'Coordinator' });
    expect((await post(id, settings(), await signInCookie(coordinator, { promotionId: null }))).status).toBe(403);
    const started = await post(id, settings());
    const otherOrg = await organization();
    expect((await poll(otherOrg.id, started.json.id)).status).toBe(404);
  });
});
