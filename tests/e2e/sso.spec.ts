// Single sign-on by OpenID Connect (docs/sso.md), with a real provider (oidc-provider) run by this spec on 127.0.0.1,
// which the browser and the server both reach. A master sets the provider up on the organization form and runs Test
// (the provider's sign-in in a new window, the report back on the form); a participant then finds "Sign in with
// Corp ID" instead of the password form, signs in at the provider, is created on the way, and logging out goes on to
// the provider's sign-out. Screenshots and axe on the form, the welcome page and the error page.
import { test, expect, type Page } from '@playwright/test';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { withClient } from './support/home-db';
import { seriousViolations } from './support/axe';
import { startTestProvider, type TestProvider } from '../helpers/oidc-provider';
import { fillHydrated } from './support/hydration';

const subdomain = `sso${Date.now().toString(36)}`;
let provider: TestProvider;
let organizationId: number;

/** A promotion of its own (a copy of acme under a new subdomain and organization), so no other journey sees SSO. */
async function createSsoPromotion(): Promise<number> {
  return withClient(async (client) => {
    const org = await client.query<{ id: number }>(
      `INSERT INTO organizations (name, is_sso_enabled, sso_label, updated_at) VALUES ($1, true, 'Corp ID', now()) RETURNING id`, [`SSO ${subdomain}`],
    );
    const id = org.rows[0]!.id;
    await client.query(
      `INSERT INTO promotions
       SELECT (jsonb_populate_record(NULL::promotions, to_jsonb(p) || jsonb_build_object(
         'id', nextval(pg_get_serial_sequence('promotions', 'id')), 'subdomain', $1::text, 'name', 'SSO Program',
         'websocket_channel', 'promotion_' || $1::text, 'organization_id', $2::int, 'domain', NULL, 'is_default', false))).*
       FROM promotions p WHERE p.subdomain = 'acme'`,
      [subdomain, id],
    );
    // acme displays eligibility: the SSO identifier must be on the list for a first sign-in to create the account.
    await client.query(
      `INSERT INTO eligibilities (promotion_id, identifier, updated_at) SELECT id, 'e2e-77', now() FROM promotions WHERE subdomain = $1`, [subdomain],
    );
    return id;
  });
}

test.beforeAll(async ({ baseURL }) => {
  const origin = new URL(baseURL!);
  organizationId = await createSsoPromotion();
  provider = await startTestProvider({
    redirectUris: [`http://${subdomain}.localhost:${origin.port}/api/sso/callback`, `${dashboardOrigin(`http://acme.localhost:${origin.port}`)}/api/sso/callback`],
    accounts: [{ sub: 'e2e-77', email: `sso.${subdomain}@corp.test`, email_verified: true, given_name: 'Sasha', family_name: 'Single' }],
  });
});

test.afterAll(async () => {
  await provider?.close();
});

/** The provider's own pages: its sign-in form (any login), then its consent. */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a master sets up OpenID Connect and tests it; a participant signs in with it and out through the provider', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const port = new URL(baseURL!).port;
  const dashboard = dashboardOrigin(`http://acme.localhost:${port}`);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');
  await page.goto(`${dashboard}/organization/${organizationId}/edit`);
  const section = page.getByRole('region', { name: 'OpenID Connect' });
  await fillHydrated(section.getByLabel('Issuer'), provider.issuer);
  await section.getByLabel('Client ID').fill(provider.clientId);
  await section.getByLabel('Client secret').fill(provider.clientSecret);
  await section.getByRole('button', { name: 'Save single sign-on settings' }).click();
  await expect(section.getByText('A secret is stored.')).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await section.getByRole('button', { name: 'Test' }).click();
  const popup = await popupOpened;
  await signInAtProvider(popup, 'e2e-77');
  await popup.waitForURL(`${dashboard}/sso/test-finished`);
  await expect(popup.getByRole('heading', { name: 'The test sign-in is finished' })).toBeVisible();
  await popup.close();
  await expect(section.getByText('Test passed: the sign-in round trip worked.')).toBeVisible({ timeout: 15_000 });
  // The mapped fields are a description list: each name (dt) with its value (dd).
  await expect(section.locator('dl > div', { hasText: 'SSO identifier' }).locator('dd')).toContainText('e2e-77');
  expect(await seriousViolations(page)).toEqual([]);
  await section.screenshot({ path: 'tests/screenshots/sso-organization-test.png' });

  // The participant's side, in a browser that has no session.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const site = `http://${subdomain}.localhost:${port}`;
  await answerCookieBar(visitor, site);
  await visitor.goto(`${site}/welcome`);
  const button = visitor.getByRole('link', { name: 'Sign in with Corp ID' });
  await expect(button).toBeVisible();
  await expect(visitor.getByLabel('Password')).toHaveCount(0);
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.screenshot({ path: 'tests/screenshots/sso-welcome.png', fullPage: true });

  await button.click();
  await signInAtProvider(visitor, 'e2e-77');
  await visitor.waitForURL((url) => url.origin === site && !url.pathname.startsWith('/welcome') && !url.pathname.startsWith('/sso'));
  const me = await visitor.evaluate(async () => (await fetch('/api/users/me')).json());
  expect(me.email).toBe(`sso.${subdomain}@corp.test`);
  const claimed = await withClient((client) => client.query(
    `SELECT e.user_id FROM eligibilities e JOIN promotions p ON p.id = e.promotion_id WHERE p.subdomain = $1 AND e.identifier = 'e2e-77'`, [subdomain],
  ));
  expect(claimed.rows[0]?.user_id).toBe(me.id);

  const out = await visitor.evaluate(async () => (await fetch('/api/users/logout', { method: 'POST' })).json());
  expect(String(out.redirect_to)).toContain(`${provider.issuer}/session/end`);

  // A replayed or forged callback lands on the friendly page, never a 5xx. In a tab of its own: the signed-out page
  // above still runs, and its next request (a prompt loaded after first paint) rightly sends it to the sign-in,
  // which would race this visit.
  await visitor.close();
  const replay = await visitorContext.newPage();
  await replay.goto(`${site}/api/sso/callback?state=forged-state-value-0123456789&code=x`);
  await expect(replay).toHaveURL(`${site}/sso/error?reason=expired`);
  await expect(replay.getByRole('heading', { name: 'We could not sign you in' })).toBeVisible();
  expect(await seriousViolations(replay)).toEqual([]);
  await replay.screenshot({ path: 'tests/screenshots/sso-error.png' });
  await visitorContext.close();
});
