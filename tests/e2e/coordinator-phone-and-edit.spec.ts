// The coordinator dashboard's last items (docs/coordinator-dashboard.md): the user table on a phone (390×844: one
// stacked row per participant in the same virtualized list, a sort select, the row's actions: impersonate link,
// delete after a confirmation), a coordinator's narrow edit of a participant (names and location), and a master's
// reset of another administrator's two-step verification (docs/mfa.md). axe on each screen; screenshots.
import { test, expect, type Page } from '@playwright/test';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { createParticipant, withClient } from './support/home-db';
import { expectNoSeriousA11yViolations, PHONE, SCREENSHOTS } from './support/journey-checks';

const list = (page: Page) => page.getByRole('list', { name: /^Participants/ });

test.beforeEach(async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
});

test('on a phone the user table stacks each participant; sort, search, impersonate and delete work', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 6);
  const gone = await createParticipant('acme', `phoneme${tag}`);
  await page.setViewportSize(PHONE);
  await signInAs(page, baseURL!, 'coordinator@example.com');
  await page.goto('/coordinator/dashboard/participants');
  await expect(list(page)).toBeVisible();
  // No 8-column table on a phone: the stacked rows say where they are in the list.
  await expect(page.getByRole('table', { name: /^Participants/ })).toHaveCount(0);
  const first = list(page).getByRole('listitem').first();
  await expect(first).toHaveAttribute('aria-posinset', '1');
  await expect(first.getByText(/^Department:/)).toBeVisible(); // acme's last location label, the fourth column
  await expect(first.getByText('Activities')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/coordinator-participants-phone-390.png`, fullPage: true });

  // The sort select stands in for the column headers.
  await page.getByLabel('Sort by').selectOption({ label: 'Most activities' });
  await expect(list(page)).toHaveAttribute('aria-label', /sorted by activities logged descending/);

  await page.getByLabel('Search by name or email').fill(`Phoneme${tag}`);
  await expect(list(page)).toHaveAttribute('aria-label', new RegExp(`matching phoneme${tag}`, 'i'));
  const row = list(page).getByRole('listitem').filter({ hasText: gone.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: /^Impersonate/ })).toHaveAttribute('href', `/users/impersonate?impersonate_id=${gone.id}`);
  await expect(row.getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', `/coordinator/dashboard/participants/${gone.id}`);
  await page.screenshot({ path: `${SCREENSHOTS}/coordinator-participants-phone-row-390.png` });

  // Delete sits behind the row menu and asks first (naming the participant and their email); Cancel keeps them,
  // Delete removes them.
  await row.getByRole('button', { name: /^More actions for/ }).click();
  await page.getByRole('menuitem', { name: /^Delete/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Phoneme${tag} Tester`);
  await expect(dialog).toContainText(gone.email);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/coordinator-participants-phone-delete-390.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^More actions for/ }).click();
  await page.getByRole('menuitem', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Phoneme${tag} Tester was deleted.`)).toBeVisible();
  await expect(page.getByText('No participants found.')).toBeVisible();
});

test('a coordinator edits a participant\'s names and location, nothing else', async ({ page, baseURL }) => {
  const tag = Math.random().toString(36).slice(2, 6);
  const someone = await createParticipant('acme', `editme${tag}`);
  await signInAs(page, baseURL!, 'coordinator@example.com');
  await page.goto(`/coordinator/dashboard/participants/${someone.id}`);
  const form = page.getByRole('form', { name: 'Edit participant' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel(/email/i)).toHaveCount(0);
  await expect(form.getByLabel(/password/i)).toHaveCount(0);
  await form.getByLabel('First name').fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('First name is required.')).toBeVisible();
  await form.getByLabel('First name').fill(`Edited${tag}`);
  const location = form.getByLabel('Department');
  const chosen = await location.locator('option').nth(1).textContent();
  await location.selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Edited${tag} Tester` })).toBeVisible();
  await expect(page.getByText(chosen!.replace(/^(\u2014 )+/, ''), { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/coordinator-participant-edit-1280.png`, fullPage: true });
  const stored = await withClient((c) => c.query<{ first_name: string; location_id: number | null }>(
    'SELECT p.first_name, u.location_id FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.id = $1', [someone.id]));
  expect(stored.rows[0]).toMatchObject({ first_name: `Edited${tag}` });
  expect(stored.rows[0]!.location_id).not.toBeNull();
});

test('a master resets another administrator\'s two-step verification after a confirmation', async ({ page, baseURL }) => {
  const tag = Math.random().toString(36).slice(2, 6);
  const email = `lostphone.${tag}@e2e.example.com`;
  const id = await withClient(async (c) => {
    const { rows } = await c.query<{ id: number }>(
      `INSERT INTO users (promotion_id, email, role, password_hash, flags, updated_at)
       SELECT p.id, $1, 'Coordinator', 'x', '{}'::jsonb, now() FROM promotions p WHERE p.subdomain = 'acme' RETURNING id`, [email]);
    const userId = rows[0]!.id;
    await c.query(`INSERT INTO profiles (user_id, first_name, last_name, updated_at) VALUES ($1, 'Lost', 'Phone', now())`, [userId]);
    await c.query(`INSERT INTO user_mfa (user_id, secret_encrypted, enabled_at, updated_at) VALUES ($1, 'sealed', now(), now())`, [userId]);
    await c.query(`INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES ($1, 'a'), ($1, 'b')`, [userId]);
    return userId;
  });
  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');
  await page.goto(`${dashboard}/dashboard-settings`);
  const section = page.getByRole('region', { name: 'Two-step verification of administrators' });
  await section.getByLabel('Search by name or email').fill(email);
  const row = section.getByRole('listitem').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Reset/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Lost Phone');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/mfa-reset-confirm-1280.png` });
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(`Two-step verification of ${email} was reset.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  const left = await withClient((c) => c.query<{ n: number }>('SELECT (SELECT count(*) FROM user_mfa WHERE user_id = $1)::int + (SELECT count(*) FROM mfa_recovery_codes WHERE user_id = $1)::int AS n', [id]));
  expect(left.rows[0]!.n).toBe(0);
  await expectNoSeriousA11yViolations(page);
});
