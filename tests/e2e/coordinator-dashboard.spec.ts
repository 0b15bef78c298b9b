// The coordinator dashboard (docs/coordinator-dashboard.md) on acme: a coordinator goes through every tab (axe on
// each, screenshots), finds a locked-out participant by search and unlocks them; a location coordinator sees only
// their own location's people.
import { test, expect, type Page } from '@playwright/test';
import pg from 'pg';
import { answerCookieBar, signInAs } from './support/session';
import { createParticipant } from './support/home-db';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from './support/journey-checks';

function e2eDatabaseUrl(): string {
  const name = process.env.E2E_DATABASE ?? `renew_e2e_${Number(process.env.E2E_PORT ?? 3100)}`;
  const url = new URL(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? `postgresql://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_TEST_PG_PORT ?? 54330}/postgres`);
  url.pathname = `/${name}`;
  return url.toString();
}

async function lockAccount(id: number): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query('UPDATE users SET is_locked = true WHERE id = $1', [id]);
  } finally {
    await client.end();
  }
}

const table = (page: Page) => page.getByRole('table', { name: /^Participants/ });

async function search(page: Page, text: string) {
  await page.getByLabel('Search by name or email').fill(text);
  await expect(table(page).locator('caption')).toContainText(`matching ${text}`);
}

test.beforeEach(async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
});

test('a coordinator opens every tab, finds a locked-out participant by search and unlocks them', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const tag = Math.random().toString(36).slice(2, 6);
  const locked = await createParticipant('acme', `lockme${tag}`);
  await lockAccount(locked.id);
  await signInAs(page, baseURL!, 'coordinator@example.com');

  // The menu leads to the dashboard; Stats first.
  await page.goto('/coordinator/dashboard');
  await expect(page).toHaveURL(/\/coordinator\/dashboard\/stats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coordinator Dashboard' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Coordinator dashboard' });
  await expect(tabs.getByRole('link')).toHaveText(['Stats', 'Reports', 'Participants', 'Teams', 'Promotional Tools', 'Flagged Posts', 'Eligibility']);
  await expect(page.getByRole('heading', { level: 2, name: 'Activities by category' })).toBeVisible();
  await page.getByRole('region', { name: 'Activities by category' }).getByText('Show as a table').click();
  await expect(page.getByRole('table', { name: 'Activities by category' }).getByRole('row')).not.toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'coordinator-stats');

  // Participants: search, then Unlock on the row.
  await tabs.getByRole('link', { name: 'Participants' }).click();
  await expect(table(page)).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: /Department/ })).toBeVisible(); // acme's last location label
  await search(page, `Lockme${tag}`);
  const row = table(page).getByRole('row').filter({ hasText: locked.email });
  await expect(row).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'coordinator-participants');
  await row.getByRole('button', { name: /^Unlock/ }).click();
  await expect(page.getByText(`Lockme${tag} Tester unlocked.`)).toBeVisible();
  await expect(row.getByRole('button', { name: /^Unlock/ })).toHaveCount(0);
  await expect(row.getByRole('link', { name: /^Impersonate/ })).toHaveAttribute('href', `/users/impersonate?impersonate_id=${locked.id}`);

  // Sorting by a count asks the server again: the header says so.
  await page.getByLabel('Search by name or email').fill('');
  await table(page).getByRole('button', { name: /^Activities/ }).click();
  await expect(table(page).getByRole('columnheader', { name: /^Activities/ })).toHaveAttribute('aria-sort', 'descending');

  // The location filter narrows the list to a location of the viewer's reach (and what lies under it).
  // "57 participants", or "60 people, 57 participants" when coordinators are listed too.
  const count = page.getByText(/^[\d,]+\+? (?:participants?|(?:person|people), [\d,]+ participants?)$/);
  await expect(count).not.toHaveText('1 participant'); // the cleared search has answered
  const everyone = await count.textContent();
  const location = page.getByLabel('Location');
  const firstLocation = await location.locator('option').nth(1).getAttribute('value');
  await location.selectOption(firstLocation!);
  await expect(count).not.toHaveText(everyone!);
  await location.selectOption('');
  await expect(count).toHaveText(everyone!);

  for (const name of ['Teams', 'Promotional Tools', 'Flagged Posts', 'Eligibility', 'Reports']) {
    await tabs.getByRole('link', { name }).click();
    await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
  }
  await tabs.getByRole('link', { name: 'Flagged Posts' }).click();
  await screenshotBothWidths(page, 'coordinator-flagged-posts');

  // Promotional tools: an empty notification is refused before any confirmation.
  await tabs.getByRole('link', { name: 'Promotional Tools' }).click();
  await page.getByRole('button', { name: 'Send notification' }).click();
  await expect(page.getByText('Oops, a message is needed.')).toBeVisible();
  await page.getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByText('Please include a message.')).toBeVisible();
  await screenshotBothWidths(page, 'coordinator-promotional-tools');
});

test('a location coordinator sees only the people of their own location', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, 'location.coordinator@example.com');
  await page.goto('/coordinator/dashboard/participants');
  await expect(table(page)).toBeVisible();
  // Maya Thompson is in another department: not found; the coordinator herself is.
  await search(page, 'Thompson');
  await expect(table(page).getByText('No participants found.')).toBeVisible();
  await search(page, 'Okafor');
  await expect(table(page).getByRole('row').filter({ hasText: 'Grace' })).toHaveCount(1);
  // A location coordinator cannot unlock (the user table shows no Unlock) nor impersonate.
  await expect(table(page).getByRole('link', { name: /^Impersonate/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a coordinator checks locked-out participants and unlocks them together; Delete waits behind the row menu', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 6);
  const first = await createParticipant('acme', `bulkme${tag}`);
  const second = await createParticipant('acme', `bulkme${tag}b`);
  await lockAccount(first.id);
  await lockAccount(second.id);
  await signInAs(page, baseURL!, 'coordinator@example.com');
  await page.goto('/coordinator/dashboard/participants');
  await search(page, `Bulkme${tag}`);
  await expect(table(page).getByRole('row')).toHaveCount(3);

  // No red Delete in the row: it is an item of the row menu.
  await expect(table(page).getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await table(page).getByRole('row').filter({ hasText: first.email }).getByRole('button', { name: /^More actions for/ }).click();
  await expect(page.getByRole('menuitem', { name: /^Delete/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await table(page).getByRole('checkbox', { name: 'Select all loaded participants' }).click();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 participants selected');
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'coordinator-participants-bulk');
  await bar.getByRole('button', { name: 'Unlock 2 locked accounts' }).click();
  await expect(page.getByText('2 accounts unlocked.')).toBeVisible();
  await expect(table(page).getByRole('button', { name: /^Unlock/ })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: 'Email selected' })).toHaveAttribute('href', new RegExp(`^mailto:\\?bcc=.*bulkme${tag}`, 'i'));
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar).toHaveCount(0);
});
