// The public side of onboarding (social-engagement.md "Welcome and public pages", §5, §8): the welcome content,
// forgotten and reset password through the emailed link, the pilot gate before launch, and unsubscribing.
import { test, expect, type Page } from '@playwright/test';
import { ONBOARDING_MESSAGES as M } from '../../lib/onboarding/messages';
import { answerCookieBar } from './support/session';
import { newestMail, unsubscribeLink } from './support/mail-sink';
import { globexOrigin, NEW_PASSWORD, PILOT_PASSWORD, registerGlobexParticipant, screenshots, seriousViolations } from './onboarding-support';
import { fillHydrated } from './support/hydration';

test.beforeEach(async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
  await answerCookieBar(page, globexOrigin(baseURL!));
});

/** The reset link of the newest email to `to`, as sent (the e2e server captures sent mail, tests/e2e/support/mail-sink.ts). */
async function resetLinkFor(to: string): Promise<string> {
  let html = '';
  await expect
    .poll(() => (html = newestMail(to, 'password_reset')?.html ?? ''), { message: `a password_reset email to ${to}`, timeout: 20_000 })
    .toContain('reset_password=');
  return html.match(/https?:\/\/[^\s"'<>]+reset_password=[A-Za-z0-9_-]+/)![0];
}

/** The promotion id of the origin's host, which signed unsubscribe links are bound to. */
async function promotionIdOf(page: Page, origin: string): Promise<number> {
  await page.goto(`${origin}/welcome`);
  return page.evaluate(async () => (await (await fetch('/api/promotions/current')).json()).id as number);
}

test('the welcome content: a carousel that wraps at both ends, with pause, and the key dates', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Renew at Acme');
  const carousel = page.getByRole('region', { name: 'Discover Renew at Acme' });
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeVisible();
  const visibleSlide = carousel.getByRole('group').filter({ visible: true });
  await expect(visibleSlide).toHaveAttribute('aria-label', '1 of 3');
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(visibleSlide).toHaveAttribute('aria-label', '3 of 3');
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(visibleSlide).toHaveAttribute('aria-label', '1 of 3');
  await page.keyboard.press('ArrowLeft');
  await expect(visibleSlide).toHaveAttribute('aria-label', '3 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(visibleSlide).toHaveAttribute('aria-label', '1 of 3');
  for (const label of ['Registration opens', 'Launched', 'Registration closes']) await expect(page.getByText(label, { exact: true })).toBeVisible();
  await screenshots(page, 'welcome');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a forgotten password is reset through the link in the email, once', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const globex = globexOrigin(baseURL!);
  const email = await registerGlobexParticipant(page, baseURL!);
  await page.context().clearCookies({ name: /session-token/ });

  await page.goto(`${globex}/welcome/forgot`);
  const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
  const field = dialog.getByLabel('Email');
  await fillHydrated(field, 'not-an-email');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  // 'Must be a valid email address.<br/>Ex: …' with the <br/> as a real line break.
  const formatError = dialog.getByRole('alert').filter({ hasText: 'Must be a valid email address.' });
  await expect(formatError).toContainText('Ex: name@example.com');
  await expect(formatError).not.toContainText('<br');
  await field.fill('nobody.here@example.com');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText(M.noAccountForEmail)).toBeVisible();
  await field.fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText(`we sent a reset link to ${email}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/welcome\?login$/);

  const link = await resetLinkFor(email);
  expect(new URL(link).origin).toBe(globex);
  await page.goto(link);
  const reset = page.getByRole('dialog', { name: 'Choose a new password' });
  await fillHydrated(reset.getByLabel('New password', { exact: true }), 'short');
  await expect(reset.getByText('Password must be at least 8 characters.')).toBeVisible({ timeout: 5_000 });
  await reset.getByLabel('New password', { exact: true }).fill('Another-day7');
  await reset.getByLabel('Confirm new password').fill('Another-day8');
  await expect(reset.getByText(M.passwordsDoNotMatch)).toBeVisible({ timeout: 5_000 });
  await reset.getByLabel('Confirm new password').fill('Another-day7');
  await expect(reset.getByText(M.passwordsDoNotMatch)).toBeHidden({ timeout: 5_000 });
  await screenshots(page, 'reset-password');
  expect(await seriousViolations(page)).toEqual([]);
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/welcome\?login&password_reset$/);
  await expect(page.getByTestId('error-banner-message')).toHaveText('Your password was changed. Log in with your new password.');

  const signIn = (password: string) =>
    page.evaluate(
      async (body) => (await fetch('/api/users/authenticate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
      { email, password },
    );
  expect(await signIn(NEW_PASSWORD)).not.toBe(200);
  expect(await signIn('Another-day7')).toBe(200);
  await page.context().clearCookies({ name: /session-token/ });

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('dialog', { name: 'Choose a new password' }).getByText(M.cannotVerifyResetToken)).toBeVisible();
});

test('before launch globex shows the pilot prompt until the pilot password is given', async ({ page, baseURL }) => {
  const globex = globexOrigin(baseURL!);
  await page.goto(`${globex}/register`);
  await expect(page).toHaveURL(`${globex}/welcome`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Renew at Globex');
  await expect(page.getByRole('region', { name: /^Discover/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Enter pilot password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pilot access' });
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Pilot password').fill('not-it');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog.getByText(M.incorrectPilotPassword)).toBeVisible();
  await screenshots(page, 'pilot');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${globex}/welcome`);

  await page.getByRole('link', { name: 'Enter pilot password' }).click();
  await dialog.getByLabel('Pilot password').fill(PILOT_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Renew starts soon')).toBeVisible();
  await expect(page.getByRole('group', { name: /^Renew begins in: \d+ days/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Discover Renew at Globex' })).toBeVisible();
  await screenshots(page, 'welcome-pilot');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(`${globex}/register`);
  await expect(page.getByLabel('Work email')).toBeVisible(); // globex does not check eligibility
});

test('the unsubscribe page unsubscribes on load, also before launch, and says when it fails', async ({ page, baseURL }) => {
  const acmeLink = unsubscribeLink(baseURL!, await promotionIdOf(page, baseURL!), 'someone@example.com');
  await page.goto(acmeLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re unsubscribed');
  await expect(page.getByText('someone@example.com')).toBeVisible();
  await screenshots(page, 'unsubscribe');
  expect(await seriousViolations(page)).toEqual([]);

  const globex = globexOrigin(baseURL!);
  await page.goto(unsubscribeLink(globex, await promotionIdOf(page, globex), 'someone@example.com'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re unsubscribed');

  // An address without the signed token of its email's link unsubscribes no one.
  await page.goto('/unsubscribe/someone%40example.com');
  await expect(page.getByRole('alert').filter({ hasText: M.unsubscribeFailure })).toBeVisible();

  await page.goto('/unsubscribe?email=not-an-address');
  await expect(page.getByRole('alert').filter({ hasText: M.unsubscribeFailure })).toBeVisible();
});
