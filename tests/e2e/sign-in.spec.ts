// The one spec that logs in through the form (the others mint their session: tests/e2e/support/session.ts), plus the
// shell's accessibility baseline.
import { test, expect, type Page } from '@playwright/test';
import { MESSAGES } from '../../lib/messages';
import { answerCookieBar, dashboardOrigin, signInAs, skipEvaluationPrompt, DEMO_PASSWORD } from './support/session';
import { seriousViolations } from './support/axe';

const SCREENSHOTS = 'tests/screenshots';

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.beforeEach(async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
});

test('signs in through the welcome form and lands on the home greeting', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Renew at Acme');

  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await fillLogin(page, 'participant@example.com', DEMO_PASSWORD);

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening), Maya$/);
  // The signed-in page starts on its heading (a keyboard or screen-reader user reads it first), not on <body>.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText(/^Week 3 of 8\b/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENSHOTS}/home-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/home-phone.png`, fullPage: true });
});

test('a wrong password shows the server error in the banner and clears the password', async ({ page }) => {
  await page.goto('/welcome?login');
  await fillLogin(page, 'participant@example.com', 'not-the-password');

  const banner = page.getByTestId('error-banner-message');
  await expect(banner).toHaveCount(1);
  await expect(banner).toContainText(MESSAGES.invalidCredentials);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/welcome\?login$/);

  await banner.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(banner).toHaveCount(0);
});

test('a logged-out visit to /home asks to log in and resumes /home afterwards', async ({ page }) => {
  // This is about the return path: Jordan's once-per-session pending-evaluation redirect (evaluations.spec.ts) would
  // otherwise race the landing on /home.
  await skipEvaluationPrompt(page);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/welcome\?login&return_to=%2Fhome&reason=login$/);
  await expect(page.getByTestId('error-banner-message')).toHaveText(MESSAGES.pleaseLogIn);

  await fillLogin(page, 'friend@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jordan');
});

test('high contrast is saved on the user and survives a reload', async ({ page, baseURL }) => {
  // On a page of this shell whose content stays put (the poster's landing), so no feature's dialog gets in the way.
  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'poster@example.com');
  await page.goto(`${dashboard}/wall_expert`);
  const html = page.locator('html');
  await expect(html).not.toHaveAttribute('data-contrast', 'high');

  const toggle = async (expected: boolean) => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/me') && r.request().method() === 'PUT');
    await page.getByRole('switch', { name: 'High contrast' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('switch', { name: 'High contrast' })).toHaveAttribute('aria-checked', String(expected));
  };

  await toggle(true);
  await expect(html).toHaveAttribute('data-contrast', 'high');
  const reloaded = await page.reload();
  // Rendered by the server from the saved flag: in the first byte of HTML, so no flash.
  expect(await reloaded!.text()).toMatch(/<html[^>]*data-contrast="high"/);
  await expect(html).toHaveAttribute('data-contrast', 'high');
  expect(await seriousViolations(page)).toEqual([]);

  await toggle(false);
  await page.reload();
  await expect(html).not.toHaveAttribute('data-contrast', 'high');
});

test('welcome and home have no serious accessibility violations', async ({ page, baseURL }) => {
  await page.goto('/welcome?login');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await signInAs(page, baseURL!, 'participant@example.com');
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Maya');
  expect(await seriousViolations(page)).toEqual([]);
});
