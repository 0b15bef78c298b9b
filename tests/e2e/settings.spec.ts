// Settings and My data (participant-core.md §2 Settings, §5 the password and email rules, §8 'Saved!' and the
// settings leave dialog; docs/settings-and-my-data.md): change the profile photo with a crop, change the password and
// sign in again, export and delete an account. Each journey has its own fresh participant (a deleted or re-passworded
// demo account would break other specs). axe and screenshots at phone and desktop widths.
import { test, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInFresh } from './support/fresh-participant';
import { DEMO_PASSWORD, forgetSession } from './support/session';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from './support/journey-checks';
import { newestMail } from './support/mail-sink';
import { fillHydrated } from './support/hydration';

const LEAVE_QUESTION = "You've made changes but haven't saved them. Are you sure you want to leave?";

/** Signs in by the API from the page (Node cannot resolve *.localhost); answers the status. */
const signInStatus = (page: Page, email: string, password: string) =>
  page.evaluate(
    async (body) => (await fetch('/api/users/authenticate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    { email, password },
  );

test('change the profile photo with a crop; a dirty form asks before leaving', async ({ page, baseURL }) => {
  const { origin } = await signInFresh(page, baseURL!, 'acme', 'photo');
  await page.goto(`${origin}/settings`);
  await expect(page).toHaveURL(/\/settings\/profile$/);
  const tabs = page.getByRole('navigation', { name: 'Settings tabs' });
  await expect(tabs.getByRole('link', { name: 'Edit Personal Settings' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Edit Preferences', 'Edit Goal', 'Privacy']) await expect(tabs.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Photo');
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'settings-profile');

  await page.getByRole('button', { name: 'Change photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your profile photo' });
  const png = await sharp({ create: { width: 480, height: 360, channels: 3, background: { r: 200, g: 120, b: 60 } } }).png().toBuffer();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('button', { name: 'Save photo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'settings-photo-crop', undefined, false);
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const photo = page.locator('section[aria-labelledby="photo-title"] img');
  await expect(photo).toHaveAttribute('src', /\/api\/files\//);
  await page.reload();
  await expect(page.locator('section[aria-labelledby="photo-title"] img')).toHaveAttribute('src', /\/api\/files\//);

  // The leave guard: Stay keeps the change on the page, Leave goes.
  await fillHydrated(page.getByRole('textbox', { name: 'First name' }), 'Photographer');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  const question = page.getByRole('alertdialog', { name: LEAVE_QUESTION });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Photographer');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/legal\/terms|\/terms/);
});

test('change the password and sign in again; the old password no longer works and the old address is told', async ({ page, baseURL }) => {
  const { origin, user } = await signInFresh(page, baseURL!, 'acme', 'password');
  await page.goto(`${origin}/settings/profile`);
  const fresh = 'Fresher9!x';
  await fillHydrated(page.getByLabel('New password', { exact: true }), fresh);
  await page.getByLabel('Retype password', { exact: true }).fill('Fresh');
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Retype password', { exact: true }).fill(fresh);
  await expect(page.getByText('Passwords do not match.')).toBeHidden();
  // Changing one's password asks for the current one.
  await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'settings-password');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');

  await expect.poll(() => newestMail(user.email, 'account_changed')?.subject ?? null).toBe('Your password was changed');

  // Sign out, then in again: the old password is refused, the new one works.
  await page.evaluate(() => fetch('/api/users/logout', { method: 'POST' }));
  forgetSession(origin, user.email);
  await page.context().clearCookies();
  await page.goto(`${origin}/welcome`);
  expect(await signInStatus(page, user.email, DEMO_PASSWORD)).not.toBe(200);
  expect(await signInStatus(page, user.email, fresh)).toBe(200);
  await page.goto(`${origin}/settings/profile`);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Password');
});

test('export my data, then delete the account: signed out, and the account is gone', async ({ page, baseURL }) => {
  const { origin, user } = await signInFresh(page, baseURL!, 'acme', 'leaver');
  await page.goto(`${origin}/settings/privacy`);
  await expect(page.getByRole('heading', { name: 'Download my data' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Prepare my data' }).click();
  await expect(page.getByText('Your data is ready to download.')).toBeVisible({ timeout: 20_000 });
  await screenshotBothWidths(page, 'settings-privacy');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Download my-data-/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your password', { exact: true }).fill('not-my-password');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'settings-delete', undefined, false);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('That password is not correct. Your account was not deleted.')).toBeVisible();

  await dialog.getByLabel('Your password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/welcome/, { timeout: 20_000 });
  forgetSession(origin, user.email);
  expect(await page.evaluate(async () => (await fetch('/api/users/me')).status)).toBe(401);
  expect(await signInStatus(page, user.email, DEMO_PASSWORD)).not.toBe(200);
});
