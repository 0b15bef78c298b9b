// MFA by TOTP (docs/mfa.md): a reseller whose organization requires two-step verification signs in, is sent from the
// administration to the setup page with the reason, scans (reads) the key, confirms a code computed here with
// otpauth, keeps the recovery codes, then signs out and signs in again through the form with a code. axe on the setup
// page, the recovery codes and the code step; screenshots. The account and its organization are the test's own, so
// the demo accounts stay without MFA for every other journey.
import { test, expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { MFA_MESSAGES } from '../../lib/mfa/constants';
import { answerCookieBar, dashboardOrigin, DEMO_PASSWORD, forgetSession, signInAs } from './support/session';
import { sessionApi } from './support/session-api';
import { withClient } from './support/home-db';
import { seriousViolations } from './support/axe';
import { fillHydrated } from './support/hydration';

const SCREENSHOTS = 'tests/screenshots';

/** A reseller of its own reseller, whose one organization requires MFA; the demo password. */
async function strictReseller(): Promise<string> {
  const label = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `mfa.${label}@e2e.example.com`;
  await withClient(async (client) => {
    const reseller = await client.query<{ id: number }>(`INSERT INTO resellers (name, updated_at) VALUES ($1, now()) RETURNING id`, [`MFA Reseller ${label}`]);
    const resellerId = reseller.rows[0]!.id;
    const org = await client.query<{ id: number }>(
      `INSERT INTO organizations (name, reseller_id, updated_at) VALUES ($1, $2, now()) RETURNING id`, [`MFA Org ${label}`, resellerId]);
    await client.query(`INSERT INTO mfa_required_organizations (organization_id) VALUES ($1)`, [org.rows[0]!.id]);
    await client.query(
      `INSERT INTO users (promotion_id, reseller_id, email, role, password_hash, flags, updated_at)
       SELECT NULL, $1, $2, 'Reseller', (SELECT password_hash FROM users WHERE email = 'participant@example.com' LIMIT 1), '{"has_been_home": true}'::jsonb, now()`,
      [resellerId, email],
    );
  });
  return email;
}

/** The code an authenticator app shows for this key, `steps` 30-second steps from now. */
const codeFor = (key: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });

test('an administrator sets up two-step verification when required, then signs in with a code', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const dashboard = dashboardOrigin(baseURL!);
  const email = await strictReseller();
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, email);

  // The administration refuses, pages and API alike, and says why.
  await page.goto(`${dashboard}/organizations`);
  await expect(page).toHaveURL(/\/account\/security\?required=1$/);
  await expect(page.getByRole('alert').filter({ hasText: MFA_MESSAGES.requiredHere })).toBeVisible();
  const refused = await sessionApi(page, dashboard, 'GET', '/api/promotions/get_grouped_promotions');
  expect(refused.status).toBe(403);
  expect(refused.json.errors).toEqual([MFA_MESSAGES.required]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/mfa-required.png`, fullPage: true });

  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = (await page.getByTestId('mfa-secret').innerText()).replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/mfa-setup.png`, fullPage: true });

  await page.getByLabel('Verification code').fill('000000' === codeFor(key) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MFA_MESSAGES.wrongCode })).toBeVisible();
  await page.getByLabel('Verification code').fill(codeFor(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(page.getByText('Status:')).toContainText('On');
  await expect(page.getByRole('alert').filter({ hasText: MFA_MESSAGES.requiredHere })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/mfa-recovery-codes.png`, fullPage: true });
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page).toHaveURL(/\/switch-promotion$/);
  expect((await sessionApi(page, dashboard, 'GET', '/api/promotions/get_grouped_promotions')).status).toBe(200);

  // Sign out, and in again through the form: the password alone opens no session.
  expect((await sessionApi(page, dashboard, 'POST', '/api/users/logout')).status).toBeLessThan(300);
  await page.context().clearCookies();
  forgetSession(dashboard, email);
  await answerCookieBar(page, dashboard);
  await page.goto(`${dashboard}/welcome?login`);
  await fillHydrated(page.getByLabel('Email', { exact: true }), email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page.getByLabel('Verification code')).toBeFocused();
  expect((await sessionApi(page, dashboard, 'GET', '/api/users/me')).status).toBe(401);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/mfa-sign-in-code.png`, fullPage: true });

  // The setup used this step's code: the app's next one (one step of drift is allowed) signs in.
  await page.getByLabel('Verification code').fill(codeFor(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/switch-promotion$/);
  const state = await sessionApi(page, dashboard, 'GET', '/api/mfa');
  expect(state.json).toMatchObject({ enabled: true, required: true, recovery_codes_left: 10 });
});
