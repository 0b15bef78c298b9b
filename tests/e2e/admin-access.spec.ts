// Navigation and access, organizations and the audit trail on the dashboard (docs/administration-access.md):
// a master finds Organizations in the menu (no entry leads to a dead page), creates an organization with a custom
// password rule checked live against a sample, sees its single sign-on key once and goes on to its promotions; the
// key is in no later answer; the organization's history shows the change. A super coordinator switches between the
// promotions it covers from the grouped picker, and the menu keeps the recent ones. axe on every screen; screenshots
// at desktop (1280) and tablet (820) widths.
import { test, expect, type Page } from '@playwright/test';
import { finishAnimations } from './support/animations';
import { browserApi } from './support/home-api';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { seriousViolations } from './support/axe';

/** Full-page screenshots at desktop and tablet widths: tests/screenshots/admin-{name}-{width}.png. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await finishAnimations(page);
    await page.screenshot({ path: `tests/screenshots/admin-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: /^Menu/ }).click();
  return page.getByRole('navigation', { name: 'Main' });
}

test('a master creates an organization with a custom password rule, sees its key once and goes on to its promotions', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');
  await page.goto(`${dashboard}/resellers`);
  await expect(page.getByRole('table', { name: 'Resellers' }).getByRole('link', { name: 'Edit Northwind Wellness Partners' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'resellers');

  // The master menu: Promotions; Dashboard (Resellers, Organizations); Settings (Account & Role). Screens that do not
  // exist yet (Reports, collections, Scenes, Duos) are not offered.
  const menu = await openMenu(page);
  for (const name of ['Promotions', 'Resellers', 'Organizations', 'Account & Role']) await expect(menu.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Reports/ })).toHaveCount(0);
  // (No axe scan with the menu open: Radix NavigationMenu's focus proxy is the shell's, checked by the app-shell spec.)
  await menu.getByRole('link', { name: /^Organizations/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Organizations' });
  await expect(table.getByRole('row').filter({ hasText: 'Acme Corporation' })).toContainText('Northwind Wellness Partners');
  await expect(table.getByRole('link', { name: '1 promotion of Acme Corporation' })).toHaveAttribute('href', /\/promotions\?org_id=\d+/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'organizations');

  await page.getByRole('link', { name: 'New organization' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New organization' })).toBeVisible();
  // The §9 defaults.
  await expect(page.getByLabel('Minimum length')).toHaveValue('8');
  await expect(page.getByLabel('Maximum length')).toHaveValue('20');
  for (const label of ['Minimum letters', 'Minimum numbers', 'Minimum symbols']) await expect(page.getByLabel(label)).toHaveValue('1');
  await expect(page.getByRole('switch', { name: /Lock accounts/ })).toBeChecked();

  const name = `Grow Co ${Date.now().toString(36)}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Regular expression (optional)').fill('GROW');
  await page.getByLabel('Help message').fill('Your password must contain the word GROW.');
  const sample = page.getByLabel('Try a sample password');
  await sample.fill('abc1!xyz');
  await expect(page.getByText('Does not match the regular expression.')).toBeVisible();
  await expect(page.getByText('Your password must contain the word GROW.', { exact: true }).last()).toBeVisible();
  await sample.fill('GROWing1!');
  await expect(page.getByText('Matches the regular expression.')).toBeVisible();
  await expect(page.getByText('Meets every rule: a participant could use it.')).toBeVisible();
  // A rule that cannot be met is refused on its field.
  await page.getByLabel('Maximum length').fill('4');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page.getByText('Maximum length must be at least the minimum length.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Maximum length').fill('30');
  await screenshots(page, 'organization-form');

  await page.getByRole('button', { name: 'Create organization' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Single sign-on key' });
  await expect(keyDialog).toBeVisible();
  const key = (await keyDialog.getByTestId('wskey').textContent())!.trim();
  expect(key).toMatch(/^[\w-]{40,}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await keyDialog.getByRole('button', { name: 'Continue to promotions' }).click();
  await expect(page).toHaveURL(/\/promotions\?org_id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('org_id'));

  // The key is never answered again; the edit form shows it only as set.
  const shown = await browserApi<Record<string, unknown>>(page, 'GET', `/organizations/${id}`);
  expect(shown.json).toMatchObject({ name, password_regular_expression_string: 'GROW', password_max_length: 30, has_wskey: true });
  expect(JSON.stringify(shown.json)).not.toContain(key);
  await page.goto(`${dashboard}/organization/${id}/edit`);
  await expect(page.getByLabel('Regular expression (optional)')).toHaveValue('GROW');
  await expect(page.getByText(key)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Its history: the create, by the master.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization history' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Changes' }).getByRole('row').filter({ hasText: 'create' });
  await expect(row).toContainText(`Organization ${id}`);
  await expect(row).toContainText('[hidden]');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'organization-history');
});

test('a super coordinator switches between the promotions it covers; the menu keeps the recent ones', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'super.coordinator@example.com');
  await page.goto(`${dashboard}/switch-promotion`);
  await expect(page.getByRole('heading', { level: 1, name: 'Switch promotion' })).toBeVisible();
  // Grouped by organization: exactly the covered promotions.
  await expect(page.getByRole('region', { name: 'Acme Corporation' }).getByRole('link', { name: /Acme Renew 2026/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Globex' }).getByRole('link', { name: /Globex Renew/ })).toBeVisible();
  await expect(page.locator('#main').getByRole('link', { name: /^Renew\b/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'switch-promotion');

  // A picked promotion opens its coordinator dashboard (lib/super-users/recent.ts promotionHref).
  await page.getByRole('link', { name: /Acme Renew 2026/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coordinator Dashboard' })).toBeVisible();
  await expect(page.locator('#main').getByText('Acme Renew 2026', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Switch to the other one from the menu's picker entry, then back through the recent list.
  let menu = await openMenu(page);
  await menu.getByRole('link', { name: /^Switch promotion/ }).click();
  await page.getByRole('link', { name: /Globex Renew/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coordinator Dashboard' })).toBeVisible();
  await expect(page.locator('#main').getByText('Globex Renew', { exact: true })).toBeVisible();
  menu = await openMenu(page);
  const recent = menu.getByRole('region', { name: 'Recent promotions' });
  await expect(recent.getByRole('link')).toHaveText(['Globex Renew', 'Acme Renew 2026']);
  await expect(menu.getByRole('link', { name: /^Resellers/ })).toHaveCount(0);
  // (No axe scan with the menu open: Radix NavigationMenu's focus proxy is the shell's, checked by the app-shell spec.)
  await page.screenshot({ path: 'tests/screenshots/admin-super-coordinator-menu-1280.png' });
  await recent.getByRole('link', { name: 'Acme Renew 2026' }).click();
  await expect(page).toHaveURL(/\/coordinator\/dashboard\/stats\?promotion_id=\d+$/);
  await expect(page.locator('#main').getByText('Acme Renew 2026', { exact: true })).toBeVisible();

  // Account & Role: the covered list, read-only for the super coordinator; another promotion's history shows nothing.
  await page.goto(`${dashboard}/dashboard-settings`);
  const covered = page.getByRole('list', { name: 'Covered promotions' });
  await expect(covered.getByRole('listitem')).toHaveCount(2);
  await expect(covered.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'account-and-role');
  const outside = await browserApi<{ data: unknown[] }>(page, 'GET', '/promotions/get_grouped_promotions');
  expect(outside.json.data.length).toBe(2);
});
