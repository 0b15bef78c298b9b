// Promotion administration (docs/administration-promotions.md): a master creates a promotion under an organization
// whose password rule is its own, opens it at its subdomain, and a newcomer registers there under that rule. axe on
// every screen of the way; screenshots at desktop and tablet widths.
import { test, expect, type Page } from '@playwright/test';
import { browserApi } from './support/home-api';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { PROMOTION_ADMIN_MESSAGES as M } from '../../lib/promotions/admin-rules';
import { seriousViolations } from './support/axe';
import { fillHydrated, selectHydrated } from './support/hydration';

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
  await expect(page.getByLabel('Organization', { exact: true })).toHaveValue(String(org.json.id));
  await page.goto(`${dashboard}/promotions`);
  await expect(page.getByRole('table', { name: 'Promotions' }).getByRole('link', { name: 'Acme Renew 2026', exact: true })).toBeVisible();
  await screenshots(page, 'table');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${dashboard}/promotions?org_id=${org.json.id}`);
  await page.getByRole('link', { name: 'New promotion' }).click();

  // The wizard's first step, basics and dates: the step's rules show on their fields before it moves on.
  await expect(page.getByRole('heading', { level: 1, name: 'New promotion' })).toBeVisible();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    /1\. Basics and dates/, /2\. Organization and domain/, /3\. Features/, /4\. Labels/, /5\. Content defaults/, /6\. Review/,
  ]);
  const subdomain = `grow${stamp}`;
  await page.getByLabel('Name', { exact: true }).fill(`Grow ${stamp}`);
  await page.getByLabel('Program name').fill(`Grow program ${stamp}`);
  // Automatic (browser) until a language is chosen; English keeps the newcomer's pages below in English.
  await expect(page.getByLabel('Default language')).toHaveValue('');
  await page.getByLabel('Default language').selectOption('en');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');
  await page.getByLabel('Program length').selectOption('42');
  await page.getByLabel('Start date').fill(day(0));
  await page.getByLabel('Launch', { exact: true }).fill(day(1));
  await page.getByRole('button', { name: 'Next: Organization and domain' }).click();
  await expect(page.getByText(M.launchAfterStart)).toBeVisible();
  await expect(page.getByLabel('Launch', { exact: true })).toBeFocused();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await page.getByLabel('Launch', { exact: true }).fill(day(-1));
  await page.getByLabel('Registration begins').fill(day(-2));
  await page.getByLabel('Registration ends').fill(day(20));
  await expect(page.getByText(M.launchAfterStart)).toBeHidden();
  await page.getByRole('button', { name: 'Next: Organization and domain' }).click();

  // Step 2, organization and domain: the organization is chosen, the theme is named, the address must be a host name.
  await expect(page.getByRole('heading', { level: 2, name: 'Organization and domain' })).toBeFocused();
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  await expect(page.getByLabel('Organization', { exact: true })).toHaveValue(String(org.json.id));
  await expect(page.getByLabel('Theme')).toHaveValue('renew');
  await expect(page.getByLabel('Theme').locator('option:checked')).toHaveText('Renew');
  await page.getByLabel('Subdomain').fill('Not a host!');
  await page.getByRole('button', { name: 'Next: Features' }).click();
  await expect(page.getByText(M.subdomainInvalid)).toBeVisible();
  // Marked and described; the focus does not reach it yet on this step (docs/status.md, issue 32), unlike step 1's Launch.
  await expect(page.getByLabel('Subdomain')).toHaveAttribute('aria-invalid', 'true');
  await screenshots(page, 'form-errors');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Subdomain').fill(subdomain);
  await page.getByRole('button', { name: 'Next: Features' }).click();

  // Step 3, features: the focus is on its heading; Back keeps the earlier steps' values.
  await expect(page.getByRole('heading', { level: 2, name: 'Features' })).toBeFocused();
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Feature switches' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Organization and domain' })).toBeFocused();
  await expect(page.getByLabel('Subdomain')).toHaveValue(subdomain);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Basics and dates' })).toBeFocused();
  await expect(page.getByLabel('Program name')).toHaveValue(`Grow program ${stamp}`);
  await expect(page.getByLabel('Default language')).toHaveValue('en');
  await page.getByRole('button', { name: 'Next: Organization and domain' }).click();
  await page.getByRole('button', { name: 'Next: Features' }).click();
  await page.getByRole('button', { name: 'Next: Labels' }).click();

  // Step 4, labels: the words participants see, at most three location levels.
  await expect(page.getByRole('heading', { level: 2, name: 'Labels' })).toBeFocused();
  await expect(page.getByText('Step 4 of 6')).toBeVisible();
  await expect(page.getByLabel('Point label', { exact: true })).toHaveValue('Point');
  await page.getByLabel('Point label', { exact: true }).fill('Leaf');
  await page.getByLabel('Point label, plural').fill('Leaves');
  await page.getByLabel('Location labels').fill('Region, Site, Floor, Desk');
  await page.getByRole('button', { name: 'Next: Content defaults' }).click();
  await expect(page.getByText('At most three location levels.')).toBeVisible();
  await expect(page.getByLabel('Location labels')).toBeFocused();
  await page.getByLabel('Location labels').fill('Region, Site');
  await page.getByRole('button', { name: 'Next: Content defaults' }).click();

  // Step 5, content defaults: the default goal followed the length; the minimum interest choice is at most the maximum.
  await expect(page.getByRole('heading', { level: 2, name: 'Content defaults' })).toBeFocused();
  await expect(page.getByText('Step 5 of 6')).toBeVisible();
  await expect(page.getByLabel('Default goal')).toHaveValue('6');
  await expect(page.getByLabel('Activity collection')).toBeVisible();
  await page.getByLabel('Fewest interests to choose').fill('3');
  await page.getByRole('button', { name: 'Next: Review' }).click();
  await expect(page.getByText(M.interestChoice)).toBeVisible();
  await expect(page.getByLabel('Fewest interests to choose')).toBeFocused();
  await page.getByLabel('Fewest interests to choose').fill('1');
  await screenshots(page, 'wizard-content-defaults');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next: Review' }).click();

  // The review names what will be created in plain names (the theme's name, the language's), step by step, each with
  // its way back. The clicked "Next: Review" did not create it (the buttons are keyed apart).
  await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeFocused();
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  await expect(page).toHaveURL(/\/create/);
  const basics = page.getByRole('region', { name: 'Basics and dates' });
  await expect(basics.getByText(`Grow program ${stamp}`)).toBeVisible();
  await expect(basics.getByText('English', { exact: true })).toBeVisible();
  const where = page.getByRole('region', { name: 'Organization and domain' });
  await expect(where.getByText('Renew', { exact: true })).toBeVisible();
  await expect(where.getByText('renew', { exact: true })).toHaveCount(0);
  await expect(where.getByText(`Grow Co ${stamp}`)).toBeVisible();
  await expect(where.getByText(subdomain, { exact: true })).toBeVisible();
  const labels = page.getByRole('region', { name: 'Labels' });
  await expect(labels.getByText('Leaf / Leaves')).toBeVisible();
  await expect(labels.getByText('Region and Site')).toBeVisible();
  await screenshots(page, 'wizard-review');
  expect(await seriousViolations(page)).toEqual([]);
  // "Change" goes back to its step, and forward again to the review.
  await page.getByRole('button', { name: 'Change labels' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Labels' })).toBeFocused();
  await expect(page.getByLabel('Point label', { exact: true })).toHaveValue('Leaf');
  await page.getByRole('button', { name: 'Next: Content defaults' }).click();
  await page.getByRole('button', { name: 'Next: Review' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeFocused();
  await page.getByRole('button', { name: 'Create promotion' }).click();

  // Its dashboard: weeks from the length, the Teams switch asks before it saves.
  await expect(page).toHaveURL(/\/promotion\/\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  // Every step's values were created: the language, the labels and the content defaults.
  const promotionId = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = await browserApi<{ default_locale: string | null; point_label: string; location_labels: string[]; default_goal: number; program_name: string }>(page, 'GET', `/promotions/${promotionId}`);
  expect(saved.status).toBe(200);
  expect(saved.json).toMatchObject({ default_locale: 'en', point_label: 'Leaf', location_labels: ['Region', 'Site'], default_goal: 6, program_name: `Grow program ${stamp}` });
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

  // The default language sits in Identity beside the time zone: Automatic (browser) is none; a choice is saved.
  const language = page.getByLabel('Default language');
  await expect(language).toHaveValue('');
  await expect(language.locator('option')).toHaveText(['Automatic (browser)', 'English', 'Español']);
  await selectHydrated(language, 'es');
  await page.getByRole('button', { name: 'Save identity' }).click();
  await expect(page.getByText('Identity saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Default language')).toHaveValue('es');

  // A date rule shows on its field when the Dates section saves.
  // Filled once React listens: a value typed into the server's HTML is replaced by the form's when it mounts.
  await fillHydrated(page.getByLabel('Launch', { exact: true }), day(20));
  await page.getByRole('button', { name: 'Save dates' }).click();
  await expect(page.getByText(M.launchAfterStart)).toBeVisible();
  await expect(page.getByLabel('Launch', { exact: true })).toBeFocused();
  await screenshots(page, 'edit-sections');
  expect(await seriousViolations(page)).toEqual([]);
});
