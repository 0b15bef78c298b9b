// My Results and badges (participant-core.md §2 "Results", "star badge", "five-category pie chart"; §7 exports;
// §9 badge view): the stats page, the full-screen 'My Results' dialog, the CSV downloads and the badges.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from './support/journey-checks';

test.beforeEach(async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
  await signInAs(page, baseURL!, 'participant@example.com');
});

test('the stats page: points, best category, the pie chart with its numbers and the star badge', async ({ page }) => {
  await page.goto('/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'My Stats' })).toBeVisible();
  await expect(page.getByTestId('stats-points')).toHaveText(/^\d[\d,]*$/);

  // The chart is one image with the whole breakdown as its text alternative, and a legend with every number.
  const chart = page.getByRole('img', { name: /^Activities logged by category\. \d+ activities: Create Calm \d+/ });
  await expect(chart).toBeVisible();
  const legend = page.getByRole('list', { name: 'Activities logged by category, in numbers' });
  await expect(legend.getByRole('listitem')).toHaveCount(5);
  await expect(legend).toContainText('Create Calm');
  await expect(legend).toContainText('Increase Energy');
  await expect(page.getByTestId('stats-best-category')).not.toHaveText('None yet');

  await expect(page.getByRole('img', { name: /star/i }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'stats');

  // Each weekly chart's numbers as a table, drawn (and its code loaded) when first opened.
  const perWeek = page.getByRole('region', { name: 'Points per week' });
  await perWeek.getByText('Show as a table').click();
  await expect(perWeek.getByRole('table', { name: 'Points per week' }).getByRole('row')).not.toHaveCount(0);
  await expect(perWeek.getByRole('rowheader').first()).toHaveText(/^Week 1$/);
});

test('the CSV exports download from the stats page', async ({ page }) => {
  await page.goto('/stats');
  const [entries] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'My entries (CSV)' }).click()]);
  expect(entries.suggestedFilename()).toBe('my-entries.csv');
  expect(readFileSync(await entries.path()).toString()).toMatch(/^\uFEFF?Date,Week,Activities Logged/);
  const [stats] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'My stats (CSV)' }).click()]);
  expect(stats.suggestedFilename()).toBe('my-stats.csv');
  expect(readFileSync(await stats.path()).toString()).toMatch(/^\uFEFF?Statistic,Value/);
});

test('My Results opens full screen and closing returns to the previous page', async ({ page }) => {
  await page.goto('/journey/my');
  await page.goto('/results');
  const dialog = page.getByRole('dialog', { name: 'My Results' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Activities logged by category/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/journey\/my$/);

  // Opened first (nothing to go back to): closing goes home.
  const fresh = await page.context().newPage();
  await fresh.goto('/results');
  await fresh.getByRole('button', { name: 'Close' }).click();
  await expect(fresh).toHaveURL(/\/home$/);
  await fresh.close();
});

test('badges: earned ones with their day, then the ones still to earn', async ({ page }) => {
  await page.goto('/badges');
  const earned = page.getByRole('region', { name: /^Earned/ });
  await expect(earned.getByRole('listitem').first()).toContainText(/Earned \w{3} \d{1,2}, \d{4}/);
  const toEarn = page.getByRole('region', { name: /^Still to earn/ });
  await expect(toEarn.getByRole('listitem').first()).toContainText('Not earned yet');
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'badges');
});
