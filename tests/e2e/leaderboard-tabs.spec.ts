// The leaderboard (participant-core.md §2 "Leaderboard", §6, §9): the landing redirect, the tabs, name search,
// location filters, the own rank card and the opt-in prompt.
import { test, expect, type Page } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from './support/journey-checks';
import { fillHydrated } from './support/hydration';

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Leaderboards' });
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');

async function setOptIn(page: Page, value: boolean) {
  const status = await page.evaluate(
    async (v) =>
      (await fetch('/api/users/me', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ opted_in_individual_leaderboard: v }) })).status,
    value,
  );
  expect(status).toBe(200);
}

test.beforeEach(async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
  await signInAs(page, baseURL!, 'participant@example.com');
});

test('/leaderboard opens the individual board; the tabs switch boards', async ({ page }) => {
  await page.goto('/leaderboard');
  await expect(page).toHaveURL(/\/leaderboard\/individual$/);
  await expect(tabs(page).getByRole('link', { name: 'Individual' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('my-rank')).toContainText('Maya Thompson');
  await expect(bodyRows(page).first()).toBeVisible();

  await tabs(page).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/leaderboard\/team$/);
  await expect(tabs(page).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');

  await tabs(page).getByRole('link', { name: 'Friends' }).click();
  await expect(page).toHaveURL(/\/leaderboard\/friends$/);
  await expect(page.getByRole('table', { name: 'Friends leaderboard' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Maya Thompson \(you\)/ })).toBeVisible();

  // The location tab carries the promotion's first location label.
  await tabs(page).getByRole('link', { name: 'Region' }).click();
  await expect(page).toHaveURL(/\/leaderboard\/location$/);
  await expect(page.getByRole('table', { name: 'Region leaderboard' })).toBeVisible();
});

test('search by name narrows the board after a pause, and clearing it brings everyone back', async ({ page }) => {
  await page.goto('/leaderboard/individual');
  const all = bodyRows(page);
  await expect(all.first()).toBeVisible();
  const before = await all.count();
  expect(before).toBeGreaterThan(5);

  await fillHydrated(page.getByRole('searchbox', { name: 'Search by name' }), 'Isabella');
  await expect(all).toHaveCount(1);
  await expect(all.first()).toContainText('Isabella Rossi');
  // Ranks are the whole promotion's, not renumbered by the search.
  await expect(all.first().locator('td').first()).toHaveText('1');

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('nobody-has-this-name');
  await expect(page.getByText('No one matches this search.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('');
  await expect(all).toHaveCount(before);
});

test('location filters cascade by the promotion’s labels', async ({ page }) => {
  await page.goto('/leaderboard/individual');
  await expect(bodyRows(page).first()).toBeVisible();
  const before = await bodyRows(page).count();
  const region = page.getByRole('combobox', { name: 'Region' });
  await region.selectOption({ index: 1 });
  const office = page.getByRole('combobox', { name: 'Office' });
  await expect(office).toBeVisible();
  await expect.poll(() => bodyRows(page).count()).toBeLessThan(before);
  await office.selectOption({ index: 1 });
  await expect(page.getByRole('combobox', { name: 'Department' })).toBeVisible();
  await region.selectOption({ index: 0 });
  await expect(office).toHaveCount(0);
  await expect.poll(() => bodyRows(page).count()).toBe(before);
});

test('not opted in: no rank card, a prompt to join; joining shows the rank', async ({ page }) => {
  await page.goto('/leaderboard/individual');
  await setOptIn(page, false);
  try {
    await page.reload();
    const prompt = page.getByRole('region', { name: 'Join the leaderboard?' });
    await expect(prompt).toBeVisible();
    await expect(page.getByTestId('my-rank')).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Maya Thompson/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await prompt.getByRole('button', { name: 'Join the leaderboard' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByTestId('my-rank')).toContainText('Maya Thompson');
    await expect(page.getByRole('row', { name: /Maya Thompson \(you\)/ })).toBeVisible();
  } finally {
    await setOptIn(page, true);
  }
});

test('the location board opens a region’s offices', async ({ page }) => {
  await page.goto('/leaderboard/location');
  const first = bodyRows(page).first();
  await expect(first).toBeVisible();
  await first.getByRole('button').click();
  await expect(page.getByRole('table', { name: 'Office leaderboard' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Location levels' }).getByRole('button', { name: 'All regions' }).click();
  await expect(page.getByRole('table', { name: 'Region leaderboard' })).toBeVisible();
});

test('screenshots and axe of every tab', async ({ page }) => {
  for (const tab of ['individual', 'team', 'friends', 'location']) {
    await page.goto(`/leaderboard/${tab}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the leaderboard' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshotBothWidths(page, `leaderboard-${tab}`);
  }
});
