// Promotion administration (docs/administration-promotions.md): a master creates a promotion under an organization
// whose password rule is its own, opens it at its subdomain, and a newcomer registers there under that rule. axe on
// every screen of the way; screenshots at desktop and tablet widths.
import { test, expect, type Page } from '@playwright/test';
import { browserApi } from './support/home-api';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { PROMOTION_ADMIN_MESSAGES as M } from '../../lib/promotions/admin-rules';
import { seriousViolations } from './support/axe';
import { fillHydrated } from './support/hydration';

const HELP = 'Your password must contain the word GROW.';

/** Full-page screenshots at desktop (1280) and tablet (820) widths: tests/screenshots/promotions-{name}-{width}.png. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await page.screenshot({ path: `tests/screenshots/promotions-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a master creates a promotion under an organization, opens it at its subdomain and registers a participant under the organization’s password rule', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');
  await page.goto(`${dashboard}/promotions`);

  // The organization, through the API (its own screens are the organizations journey's).
  const stamp = Date.now().toString(36);
  const org = await browserApi<{ id: number }>(page, 'POST', '/organizations', {
    name: `Grow Co ${stamp}`, reseller_id: null, password_min_length: 8, password_max_length: 30, password_min_letters: 1,
    password_min_numbers: 1, password_min_symbols: 0, password_regular_expression_string: 'GROW', password_help_message: HELP,
    flags: { enable_account_lockouts: true, allow_autocomplete: false }, is_sso_enabled: false, sso_label: null, sso_login_url: null, sso_redirect: null,
  });
  expect(org.status, JSON.stringify(org.json)).toBe(201);

  // The table, filtered by the organization: nothing yet.
  await page.goto(`${dashboard}/promotions?org_id=${org.json.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByText('No promotions match.')).toBeVisible();
  await expect(page.getByLabel('Organization')).toHaveValue(String(org.json.id));
  await page.goto(`${dashboard}/promotions`);
  await expect(page.getByRole('table', { name: 'Promotions' }).getByRole('link', { name: 'Acme Renew 2026', exact: true })).toBeVisible();
  await screenshots(page, 'table');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${dashboard}/promotions?org_id=${org.json.id}`);
  await page.getByRole('link', { name: 'New promotion' }).click();

  // The wizard's first step: the organization is chosen, the default goal follows the length, the step's rules show
  // on their fields before it moves on.
  await expect(page.getByRole('heading', { level: 1, name: 'New promotion' })).toBeVisible();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByLabel('Organization')).toHaveValue(String(org.json.id));
  const subdomain = `grow${stamp}`;
  await page.getByLabel('Name', { exact: true }).fill(`Grow ${stamp}`);
  await page.getByLabel('Subdomain').fill('Not a host!');
  await page.getByLabel('Program length').selectOption('42');
  await expect(page.getByLabel('Default goal')).toHaveValue('6');
  await page.getByLabel('Start date').fill(day(0));
  await page.getByLabel('Launch', { exact: true }).fill(day(1));
  await page.getByRole('button', { name: 'Next: Program' }).click();
  await expect(page.getByText(M.subdomainInvalid)).toBeVisible();
  await expect(page.getByText(M.launchAfterStart)).toBeVisible();
  await expect(page.getByLabel('Subdomain')).toBeFocused();
  await screenshots(page, 'form-errors');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Subdomain').fill(subdomain);
  await page.getByLabel('Launch', { exact: true }).fill(day(-1));
  await page.getByLabel('Registration begins').fill(day(-2));
  await page.getByLabel('Registration ends').fill(day(20));
  await expect(page.getByText(M.launchAfterStart)).toBeHidden();
  await page.getByRole('button', { name: 'Next: Program' }).click();

  // Step 2: the focus is on its heading; Back keeps the first step's values.
  await expect(page.getByRole('heading', { level: 2, name: 'Program' })).toBeFocused();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Basics' })).toBeFocused();
  await expect(page.getByLabel('Subdomain')).toHaveValue(subdomain);
  await page.getByRole('button', { name: 'Next: Program' }).click();
  await page.getByLabel('Program name').fill(`Grow program ${stamp}`);
  await page.getByRole('button', { name: 'Next: Review' }).click();

  // The review names what will be created; the rest keeps its defaults.
  await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeFocused();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByText(`Grow program ${stamp}`)).toBeVisible();
  await screenshots(page, 'wizard-review');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create promotion' }).click();

  // Its dashboard: weeks from the length, the Teams switch asks before it saves.
  await expect(page).toHaveURL(/\/promotion\/\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText(`Grow ${stamp} · ${subdomain}`, { exact: false })).toBeVisible();
  const teams = page.getByRole('switch', { name: 'Teams' });
  await expect(teams).not.toBeChecked();
  await teams.click();
  const question = page.getByRole('alertdialog', { name: 'Turn on Teams?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Turn on Teams' }).click();
  await expect(teams).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Teams' })).toBeChecked();
  await screenshots(page, 'dashboard');
  expect(await seriousViolations(page)).toEqual([]);

  // The new promotion's own site: a newcomer registers, and the password must follow the organization's rule.
  const site = new URL(baseURL!);
  site.hostname = `${subdomain}.localhost`;
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await answerCookieBar(guest, site.origin);
  await guest.goto(`${site.origin}/register`);
  await expect(guest.getByLabel('Work email')).toBeVisible({ timeout: 20_000 });
  const email = `grower-${stamp}@example.com`;
  await fillHydrated(guest.getByLabel('First name'), 'Gina');
  await guest.getByLabel('Last name').fill('Grower');
  await guest.getByLabel('Work email').fill(email);
  await guest.getByLabel('Retype email').fill(email);
  const password = guest.getByLabel('Password', { exact: true });
  // The organization's rule is in the checklist under its help message, unmet until the password follows it.
  const rule = guest.getByRole('listitem').filter({ hasText: HELP });
  await password.fill('Fresh-start9');
  await expect(rule).toContainText('(not yet)');
  await guest.getByLabel('Retype password').fill('Fresh-start9');
  await guest.getByRole('button', { name: 'Create my account' }).click();
  await expect(guest).toHaveURL(/\/register/);
  await password.fill('Fresh-GROW9');
  await expect(rule).toContainText('(done)');
  await guest.getByLabel('Retype password').fill('Fresh-GROW9');
  expect(await seriousViolations(guest)).toEqual([]);
  await guest.getByRole('button', { name: 'Create my account' }).click();
  await expect(guest).not.toHaveURL(/\/register/, { timeout: 20_000 });
  const me = await browserApi<{ email: string; promotion_id: number }>(guest, 'GET', '/users/me');
  expect(me.status).toBe(200);
  expect(me.json.email).toBe(email);
  await visitor.close();
});

test('a reseller is sent home from the promotion administration (master only)', async ({ page, baseURL }) => {
  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'reseller@example.com');
  await page.goto(`${dashboard}/promotions`);
  await expect(page).not.toHaveURL(/\/promotions$/);
  await page.goto(`${dashboard}/promotion/2`);
  await expect(page).not.toHaveURL(/\/promotion\/2$/);
});

test('a master edits a promotion section by section: each section saves its own fields and keeps the others’ edits', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');
  await page.goto(`${dashboard}/promotions`);
  const stamp = Date.now().toString(36);
  const org = await browserApi<{ id: number }>(page, 'POST', '/organizations', {
    name: `Sections Co ${stamp}`, reseller_id: null, password_min_length: 8, password_max_length: 30, password_min_letters: 1,
    password_min_numbers: 1, password_min_symbols: 0, password_regular_expression_string: null, password_help_message: null,
    flags: { enable_account_lockouts: true, allow_autocomplete: false }, is_sso_enabled: false, sso_label: null, sso_login_url: null, sso_redirect: null,
  });
  expect(org.status, JSON.stringify(org.json)).toBe(201);
  const created = await browserApi<{ id: number }>(page, 'POST', '/promotions', { name: `Sections ${stamp}`, subdomain: `sect${stamp}`, organization_id: org.json.id, starts_on: day(10), program_length: 56 });
  expect(created.status, JSON.stringify(created.json)).toBe(201);

  await page.goto(`${dashboard}/promotion/${created.json.id}/edit`);
  const nav = page.getByRole('navigation', { name: 'Settings sections' });
  await expect(nav.getByRole('link')).toHaveText(['Identity', 'Dates', 'Goals and points', 'Collections', 'Labels', 'Features', 'Video, coordinators and devices']);
  await nav.getByRole('link', { name: 'Labels' }).click();
  await expect(page).toHaveURL(/#labels$/);

  // An edit in Identity stays on the page, unsaved, while Labels saves alone.
  await fillHydrated(page.getByLabel('Program name'), `Unsaved ${stamp}`);
  await page.getByLabel('Point label', { exact: true }).fill('Leaf');
  await page.getByRole('button', { name: 'Save labels' }).click();
  await expect(page.getByText('Labels saved.')).toBeVisible();
  await expect(page.getByLabel('Program name')).toHaveValue(`Unsaved ${stamp}`);

  // Reloaded: Labels was saved, the Identity edit was not.
  await page.reload();
  await expect(page.getByLabel('Point label', { exact: true })).toHaveValue('Leaf');
  await expect(page.getByLabel('Program name')).toHaveValue('');

  // A date rule shows on its field when the Dates section saves.
  // Filled once React listens: a value typed into the server's HTML is replaced by the form's when it mounts.
  await fillHydrated(page.getByLabel('Launch', { exact: true }), day(20));
  await page.getByRole('button', { name: 'Save dates' }).click();
  await expect(page.getByText(M.launchAfterStart)).toBeVisible();
  await expect(page.getByLabel('Launch', { exact: true })).toBeFocused();
  await screenshots(page, 'edit-sections');
  expect(await seriousViolations(page)).toEqual([]);
});
