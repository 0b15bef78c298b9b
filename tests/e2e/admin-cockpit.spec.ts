// The promotion cockpit (docs/administration-promotions.md "Cockpit"): a master creates a promotion, watches its
// readiness checklist go green item by item and launches it; a coordinator reads the health figures on the Stats tab.
// axe on each screen at 390 and 1280 px; screenshots (tests/screenshots/cockpit-*.png) looked at.
import { test, expect, type Page } from '@playwright/test';
import { browserApi } from './support/home-api';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { withClient } from './support/home-db';
import { selectHydrated } from './support/hydration';
import { DESKTOP, PHONE, SCREENSHOTS, expectNoSeriousA11yViolations } from './support/journey-checks';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const checklist = (page: Page) => page.getByRole('region', { name: 'Ready to launch?' });
const item = (page: Page, key: string) => checklist(page).locator(`li[data-key="${key}"]`);

/** axe and a screenshot at both widths; the page never scrolls sideways. */
async function lookAtBothWidths(page: Page, name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(sideways, `${name} at ${viewport.width} px does not scroll sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/cockpit-${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test('a master creates a promotion, turns its readiness checklist green step by step and launches it', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');
  await page.goto(`${dashboard}/promotions`);
  const org = await withClient(async (c) => (await c.query<{ organization_id: number }>(`SELECT organization_id FROM promotions WHERE subdomain = 'acme'`)).rows[0]!);
  const stamp = Date.now().toString(36);
  const created = await browserApi<{ id: number }>(page, 'POST', '/promotions', {
    name: `Bloom ${stamp}`, subdomain: `bloom${stamp}`, organization_id: org.organization_id, program_length: 42,
    starts_on: day(14), launch_on: day(7), registration_starts_on: day(7),
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const base = `${dashboard}/promotion/${created.json.id}`;

  // The cockpit: the overview is the first screen, the checklist leads, and Launch waits for it.
  await page.goto(base);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Promotion sections' }).getByRole('link', { name: 'Program' })).toHaveAttribute('aria-current', 'true');
  await expect(item(page, 'dates')).toHaveAttribute('data-state', 'done');
  await expect(item(page, 'eligibility')).toHaveAttribute('data-state', 'not_needed');
  await expect(item(page, 'content')).toHaveAttribute('data-state', 'todo');
  await expect(item(page, 'activities')).toHaveAttribute('data-state', 'todo');
  await expect(item(page, 'test_email')).toHaveAttribute('data-state', 'todo');
  await expect(checklist(page).getByRole('button', { name: 'Launch now' })).toBeDisabled();
  await lookAtBothWidths(page, 'checklist-start');

  // Content: read, then marked reviewed.
  await item(page, 'content').getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(item(page, 'content')).toHaveAttribute('data-state', 'done');

  // Activities: the checklist's link leads to the editor; one activity is added there through the API.
  await expect(item(page, 'activities').getByRole('link', { name: /Add activities/ })).toHaveAttribute('href', `/promotion/${created.json.id}/activities`);
  const activity = await browserApi(page, 'POST', '/activities', { promotion_id: created.json.id, category: 'create_calm', name: `Breathe ${stamp}` });
  expect(activity.status, JSON.stringify(activity.json)).toBe(201);
  await page.reload();
  await expect(item(page, 'activities')).toHaveAttribute('data-state', 'done');
  await expect(item(page, 'activities')).toContainText('1 activity to log.');

  // A test email, from the screen the checklist links to; the worker sends it.
  await item(page, 'test_email').getByRole('link', { name: /Send a test email/ }).click();
  // The cockpit has its own sections named "… templates": wait for the email screen, and name the field exactly.
  await page.waitForURL(/\/test_email$/);
  await selectHydrated(page.getByLabel('Template', { exact: true }), 'welcome');
  await page.getByLabel('Recipients').fill('master@example.com');
  await page.getByRole('button', { name: 'Send test email' }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(async () => {
    await page.goto(base);
    await expect(item(page, 'test_email')).toHaveAttribute('data-state', 'done', { timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });

  // All green: launch, after a confirmation that says what happens.
  await expect(checklist(page)).toContainText('Everything is ready.');
  await lookAtBothWidths(page, 'checklist-ready');
  await checklist(page).getByRole('button', { name: 'Launch now' }).click();
  const question = page.getByRole('alertdialog', { name: `Launch Bloom ${stamp} today?` });
  await expect(question).toContainText('Registration opens today');
  await question.getByRole('button', { name: 'Launch now' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Health' })).toBeVisible();
  await expect(checklist(page)).toContainText('Launched.');
  await lookAtBothWidths(page, 'launched');
});

test('a coordinator reads the health figures at the top of the Stats tab, and a master reads them on Acme’s cockpit', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await answerCookieBar(page, baseURL!);
  await signInAs(page, baseURL!, 'coordinator@example.com');
  await page.goto('/coordinator/dashboard/stats');
  const health = page.getByRole('region', { name: 'This week at a glance' });
  await expect(health).toBeVisible();
  const registered = health.locator('[data-figure="registered"] [data-value]');
  await expect(registered).toHaveText(/^\d+%$|^[\d,]+$/);
  // One row a day under the header row.
  await expect(health.getByRole('table', { name: /last 7 days/ }).locator('tbody').getByRole('row')).toHaveCount(7);
  await expect(health.getByRole('link', { name: /Review flagged posts/ })).toHaveAttribute('href', '/coordinator/dashboard/flagged_posts');
  // Coordinators do not manage the email queue: no email figure.
  await expect(health.locator('[data-figure="emails"]')).toHaveCount(0);
  await lookAtBothWidths(page, 'coordinator-health');

  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');
  const acme = await withClient(async (c) => (await c.query<{ id: number }>(`SELECT id FROM promotions WHERE subdomain = 'acme'`)).rows[0]!);
  await page.goto(`${dashboard}/promotion/${acme.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Health' })).toBeVisible();
  await expect(page.locator('[data-figure="emails"]')).toBeVisible();
  // The Locations card scrolls by keyboard (axe: scrollable regions must be focusable).
  await lookAtBothWidths(page, 'acme-master');
  // The current section stays in sight on a phone: every section link is on screen, none scrolled away.
  await page.setViewportSize(PHONE);
  await page.goto(`${dashboard}/promotion/${acme.id}/test_email`);
  const sections = page.getByRole('navigation', { name: 'Promotion sections' });
  await expect(sections.getByRole('link', { name: 'Communications' })).toHaveAttribute('aria-current', 'true');
  await expect(sections.getByRole('link', { name: 'Communications' })).toBeInViewport();
  await expect(page.getByRole('navigation', { name: 'Communications screens' }).getByRole('link', { name: 'Test email' })).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: `${SCREENSHOTS}/cockpit-nav-phone-390.png` });
});
