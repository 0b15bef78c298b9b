// Reports (docs/reports.md): a master opens the promotion's reports, a saved report runs on selection, a new Simple
// report is built and run, its rows come 20 at a time, and the CSV export downloads with the report's header. axe on
// the workspace and the end-of-program page; screenshots at desktop and tablet widths.
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { seriousViolations } from './support/axe';

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await page.screenshot({ path: `tests/screenshots/reports-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a master runs a saved report, builds a new one and downloads it as CSV; the end-of-program report', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');
  await page.goto(`${dashboard}/promotions`);
  // The promotions table's row actions include the promotion's reports and its end-of-program report.
  const row = page.getByRole('table', { name: 'Promotions' }).getByRole('row').filter({ has: page.getByRole('link', { name: 'Acme Renew 2026', exact: true }) });
  await expect(row.getByRole('link', { name: /^EOP/ })).toHaveAttribute('href', /^\/promotion\/\d+\/eop$/);
  await expect(row.getByRole('link', { name: /^Reports/ })).toHaveAttribute('href', /^\/promotion\/\d+\/reports$/);
  await page.getByRole('table', { name: 'Promotions' }).getByRole('link', { name: 'Acme Renew 2026', exact: true }).click();
  await page.getByRole('navigation', { name: 'Promotion sections' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // Selecting a saved report runs it at once.
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('button', { name: /All Participants/ }).click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  const table = page.getByRole('table', { name: 'All Participants' });
  await expect(table.getByRole('columnheader', { name: 'Email' })).toBeVisible();
  // 20 rows at a time (plus the header row), more on the button.
  await expect(table.getByRole('row')).toHaveCount(21);
  await page.getByRole('button', { name: 'Show 20 more rows' }).click();
  await expect(table.getByRole('row')).toHaveCount(41);
  await screenshots(page, 'workspace');
  expect(await seriousViolations(page)).toEqual([]);

  // A new Simple report: two fields, a filter; only one empty filter row at a time.
  await page.getByRole('button', { name: 'New report' }).click();
  await page.getByLabel('Report name').fill('Emails starting with a');
  await page.getByRole('checkbox', { name: 'First Name', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Email', exact: true }).check();
  await page.getByRole('button', { name: 'Add a filter' }).click();
  await expect(page.getByRole('button', { name: 'Add a filter' })).toBeDisabled();
  await page.getByLabel('Filter 1 field').selectOption({ label: 'Email' });
  await page.getByLabel('Sign').selectOption('starts with');
  await page.getByLabel(/^Value/).fill('a');
  await expect(page.getByRole('button', { name: 'Add a filter' })).toBeEnabled();
  await page.getByRole('button', { name: 'Run report' }).click();
  const mine = page.getByRole('table', { name: 'Emails starting with a' });
  await expect(mine.getByRole('columnheader', { name: 'First Name' })).toBeVisible();
  const firstEmail = (await mine.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()) ?? '';
  expect(firstEmail.startsWith('a')).toBe(true);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('Emails starting with a.csv');
  const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(csv[0]).toBe('First Name,Email');
  expect(csv.slice(1).filter(Boolean).every((line) => line.split(',')[1]!.startsWith('a'))).toBe(true);
  expect(csv.join('\n')).toContain(firstEmail);

  // An export the server refuses says why on the screen (no JSON page), and the workspace stays.
  await page.getByLabel('Filter 1 field').selectOption({ label: 'Total Points' });
  await page.getByLabel('Sign').selectOption('>');
  await page.getByLabel(/^Value/).fill('lots');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('The value for total_points must be a number.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByLabel('Filter 1 field').selectOption({ label: 'Email' });
  await page.getByLabel('Sign').selectOption('starts with');
  await page.getByLabel(/^Value/).fill('a');

  // Saving it adds it to the list as a custom report.
  await page.getByRole('button', { name: 'Save as new report' }).click();
  await expect(page.getByRole('navigation', { name: 'Reports' }).getByRole('button', { name: /Emails starting with a/ })).toBeVisible();

  // The end-of-program report.
  await page.getByRole('navigation', { name: 'Reports screens' }).getByRole('link', { name: 'End of program' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'End of program report' })).toBeVisible();
  await expect(page.getByText('Participants', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await screenshots(page, 'eop');
  expect(await seriousViolations(page)).toEqual([]);
});
