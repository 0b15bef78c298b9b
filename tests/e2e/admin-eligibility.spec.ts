// Eligibility and locations administration (docs/admin-eligibility-and-locations.md): a master uploads an eligibility
// file, checks the column mapping, processes it and watches the progress until it is complete (the worker's job),
// finds a loaded record; then drags a location under another on the tree and moves it back with the keyboard
// alternative. axe on every screen; screenshots at phone and desktop widths.
import { test, expect, type Page } from '@playwright/test';
import { browserApi, expectAccessible, screenshotBoth } from './support/home-api';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { fillHydrated } from './support/hydration';

const ROWS = 4000;

function rosterCsv(stamp: string): string {
  const lines = ['Employee ID,First Name,Last Name,Email'];
  for (let i = 1; i <= ROWS; i++) lines.push(`E2E-${stamp}-${i},First${i},Last${i},e2e${i}.${stamp}@example.com`);
  lines.push(',Missing,Identifier,missing@example.com');
  lines.push(`E2E-${stamp}-bad,Bad,Email,not-an-email`);
  return `${lines.join('\n')}\n`;
}

async function acmeId(page: Page): Promise<number> {
  const list = await browserApi<{ data: { id: number; subdomain: string }[] }>(page, 'GET', '/promotions?q=acme');
  return list.json.data.find((p) => p.subdomain === 'acme')!.id;
}

/** Signs the master in on the dashboard; answers the dashboard's origin and acme's id. */
async function asMaster(page: Page, baseURL: string): Promise<{ dashboard: string; id: number; stamp: string }> {
  const dashboard = dashboardOrigin(baseURL);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');
  await page.goto(`${dashboard}/promotions`);
  return { dashboard, id: await acmeId(page), stamp: Date.now().toString(36) };
}

test('a master uploads an eligibility file, maps its columns and watches it process, then finds a loaded record', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const { dashboard, id, stamp } = await asMaster(page, baseURL!);

  // Files: the seeded ones are listed; upload, map, process, watch.
  await page.goto(`${dashboard}/promotion/${id}/eligibilityfiles`);
  await expect(page.getByRole('heading', { level: 1, name: 'Eligibility files' })).toBeVisible();
  await expect(page.getByText('acme-eligibility-2026.csv', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'eligibility files');
  await page.locator('#eligibility-file-input').setInputFiles({ name: `roster-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(rosterCsv(stamp)) });
  const dialog = page.getByRole('dialog', { name: `Process roster-${stamp}.csv` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`${(ROWS + 2).toLocaleString('en-US')} rows.`)).toBeVisible();
  await expect(dialog.getByLabel('Employee ID (required)')).toHaveValue('Employee ID');
  await expect(dialog.getByLabel('Email')).toHaveValue('Email');
  await expect(dialog.getByRole('cell', { name: `E2E-${stamp}-1`, exact: true })).toBeVisible();
  await expectAccessible(page, 'mapping dialog');
  await dialog.getByRole('button', { name: 'Process' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('listitem').filter({ hasText: `roster-${stamp}.csv` });
  const progress = row.getByRole('progressbar', { name: `roster-${stamp}.csv rows processed` });
  await expect(progress).toBeVisible();
  // Polled every second until it is no longer processing: the bar reaches every row.
  await expect(row.getByText('Complete')).toBeVisible({ timeout: 60_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', String(ROWS + 2));
  // Refused rows are not behind a green "Complete": the status says so and the newest file lists them (issue 32).
  await expect(row.getByText('Completed with 2 errors')).toBeVisible();
  const rejected = row.getByRole('table', { name: `Rejected rows of roster-${stamp}.csv` });
  await expect(rejected.getByRole('row')).toHaveCount(3);
  await expect(rejected.getByRole('cell', { name: 'Email is not a valid email address.' })).toBeVisible();
  await expect(row.getByRole('link', { name: `Errors CSV of roster-${stamp}.csv` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Delete roster-${stamp}.csv` })).toBeVisible();
  await screenshotBoth(page, 'admin-eligibility-files');
  await expectAccessible(page, 'processed file');

  // Records: the loaded rows are on the list.
  await page.goto(`${dashboard}/promotion/${id}/eligibilities`);
  await fillHydrated(page.locator(`#eligibility-search-${id}`), `E2E-${stamp}-42`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByRole('table', { name: 'Eligibility records (Employee ID)' });
  await expect(table.getByRole('cell', { name: `E2E-${stamp}-42`, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'First42 Last42' })).toBeVisible();
  await expectAccessible(page, 'eligibility records');
  await screenshotBoth(page, 'admin-eligibility-records');
});

test('a master drags a location under another, then moves it back with the keyboard alternative', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { dashboard, id, stamp } = await asMaster(page, baseURL!);

  // Locations: two new top-level locations; drag South onto North.
  for (const name of [`North ${stamp}`, `South ${stamp}`]) {
    const made = await browserApi(page, 'POST', `/locations?promotion_id=${id}`, { name });
    expect(made.status).toBe(201);
  }
  await page.goto(`${dashboard}/promotion/${id}/locations/view`);
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  const handle = page.getByRole('button', { name: `Drag South ${stamp}` });
  const target = page.getByTestId('location-name').filter({ hasText: `North ${stamp}` });
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  const under = page.getByRole('list', { name: `Under North ${stamp}` });
  await expect(under.getByTestId('location-name')).toHaveText([`South ${stamp}`]);
  await expectAccessible(page, 'location tree');
  await screenshotBoth(page, 'admin-locations');

  // The keyboard alternative: Move to… the top level, last.
  await page.getByRole('button', { name: `Move to… South ${stamp}` }).focus();
  await page.keyboard.press('Enter');
  const move = page.getByRole('dialog', { name: `Move South ${stamp}` });
  await move.getByLabel('Under').selectOption({ label: 'Top level' });
  await move.getByLabel('Position').selectOption({ label: 'Last' });
  await expectAccessible(page, 'move dialog');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move).toBeHidden();
  await expect(page.getByRole('list', { name: `Under North ${stamp}` })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Locations' }).getByTestId('location-name').last()).toHaveText(`South ${stamp}`);
});
