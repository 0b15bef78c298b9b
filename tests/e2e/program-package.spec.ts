// Program packages (docs/packages.md): a master downloads acme's package from Settings → Program package, then picks
// the same file to import back into acme: the preview lists every kind with nothing to add or change, and Apply is
// off. Changes nothing in the demo data. axe at rest and with the preview, at 1280 and 390 px.
import { readFile } from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { seriousViolations } from './support/axe';
import { withClient } from './support/home-db';

test('a master exports acme as a package and previews importing it back: everything unchanged', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');
  const acme = await withClient(async (c) => (await c.query<{ id: number }>(`SELECT id FROM promotions WHERE subdomain = 'acme'`)).rows[0]!);

  await page.goto(`${dashboard}/promotion/${acme.id}/package`);
  await expect(page.getByRole('heading', { level: 1, name: 'Program package' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings screens' }).getByRole('link', { name: 'Program package' })).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the package' }).click()]);
  expect(download.suggestedFilename()).toMatch(/-program\.zip$/);
  const bytes = await readFile((await download.path())!);

  await page.locator('#package-file-input').setInputFiles({ name: 'acme-program.zip', mimeType: 'application/zip', buffer: bytes });
  const table = page.getByRole('table', { name: 'What the import would change' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /Activities and quizzes/ })).toBeVisible();
  await expect(page.getByText('This promotion already matches the package.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `tests/screenshots/program-package-${width}.png`, fullPage: true });
  }
});
