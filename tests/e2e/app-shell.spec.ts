// The app shell around every page: root-path rules, guards, header menus, footer, cookie bar, 404,
// the client's 401 handling and the dashboard landings (participant-core.md §2, §4, §8, §9).
import { test, expect } from '@playwright/test';
import { MESSAGES } from '../../lib/messages';
import { answerCookieBar, dashboardOrigin, forgetSession, signInAs } from './support/session';

test.describe('signed out', () => {
  test('"/?email=" keeps the address for the login form and reloads "/" without it', async ({ page, baseURL }) => {
    await answerCookieBar(page, baseURL!);
    await page.goto('/?email=newcomer%40example.com');
    await expect(page).toHaveURL(/\/welcome$/);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('newcomer@example.com');
  });

  test('the cookie bar appears after 2 s and remembers the answer for 90 days', async ({ page }) => {
    await page.goto('/welcome');
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await expect(bar).toBeHidden();
    await expect(bar).toBeVisible({ timeout: 5_000 });
    await bar.getByRole('button', { name: 'Accept' }).click();
    await expect(bar).toBeHidden();

    const consent = (await page.context().cookies()).find((c) => c.name === 'analytics_consent');
    expect(consent?.value).toBe('accept');
    const days = (consent!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90);

    await page.reload();
    await page.waitForTimeout(2_500);
    await expect(bar).toBeHidden();
  });

  test('an unknown page and an unknown promotion show the 404 page', async ({ page, baseURL }) => {
    await answerCookieBar(page, baseURL!);
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    // The heading is a random item of the content category 404 (the demo seeds four), else the fallback text.
    await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^(This trail doesn’t go anywhere|An empty tile|All quiet here|A little detour|Oops, we could not find what you were looking for\.)$/,
    );
    await expect(page.getByRole('link', { name: 'Go to the start page' })).toBeVisible();

    const elsewhere = new URL(baseURL!);
    elsewhere.hostname = 'no-such-program.localhost';
    const unknown = await page.goto(`${elsewhere.origin}/welcome`);
    expect(unknown?.status()).toBe(404);
  });

  test('the footer offers Help, Privacy and Terms but no Sitemap', async ({ page, baseURL }) => {
    await answerCookieBar(page, baseURL!);
    await page.goto('/welcome');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/support/faqs');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Sitemap' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await answerCookieBar(page, baseURL!);
  });

  // Shell behaviour is exercised on the shell's own landing pages: feature screens such as home open their
  // own dialogs (finished scenes, tutorials) that would stand in the way.
  test('the mega menu follows role and flags and closes on Escape and outside clicks', async ({ page, baseURL }) => {
    // A Master on a promotion's host: the promotion's features, without participant-only items (§6).
    await signInAs(page, baseURL!, 'master@example.com');
    await page.goto('/promotions');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const main = page.getByRole('navigation', { name: 'Main' });

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('link', { name: /^Wall/ })).toHaveAttribute('href', '/wall/all');
    await expect(main.getByRole('link', { name: /^Friends/ })).toHaveAttribute('href', '/friends/my');
    // A Master administers every promotion: the coordinator dashboard of this one is in the menu.
    await expect(main.getByRole('link', { name: /^Coordinator Dashboard/ })).toHaveAttribute('href', '/coordinator/dashboard/stats');
    await expect(main.getByRole('link', { name: /^My Journey/ })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await expect(main.getByRole('link', { name: /^Wall/ })).toBeHidden();

    await menuButton.click();
    await page.getByRole('contentinfo').click({ position: { x: 4, y: 4 } });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Sitemap' })).toBeVisible();
  });

  test('a 401 from the API sends the user to the login with the server message and a way back', async ({ page, baseURL }) => {
    await signInAs(page, baseURL!, 'master@example.com');
    // The header loads its counts on mount: let that finish while the session is alive, so the switch below is what
    // meets the 401. (Not 'networkidle': the realtime socket may keep a long-poll open.)
    const counted = page.waitForResponse((r) => r.url().includes('/api/header_counts'), { timeout: 15_000 }).catch(() => null);
    await page.goto('/promotions');
    await counted;
    await page.context().clearCookies({ name: /session-token/ });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('switch', { name: 'High contrast' }).click();

    await expect(page).toHaveURL(/\/welcome\?login&return_to=%2Fpromotions$/);
    await expect(page.getByTestId('error-banner-message')).toHaveText(MESSAGES.logInRequired);
  });

  test('sign out returns to the welcome page without navigation', async ({ page, baseURL }) => {
    const dashboard = dashboardOrigin(baseURL!);
    await answerCookieBar(page, dashboard);
    await signInAs(page, dashboard, 'poster@example.com');
    await page.goto(`${dashboard}/wall_expert`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    forgetSession(dashboard, 'poster@example.com'); // logout ended that session on the server
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.goto(`${dashboard}/wall_expert`);
    await expect(page).toHaveURL(/\/welcome\?login&return_to=%2Fwall_expert&reason=login$/);
  });

  test('a participant who has not been home is held to the walkthrough, except on allowed pages', async ({ page, baseURL }) => {
    await signInAs(page, baseURL!, 'newcomer@example.com');
    await page.goto('/');
    await expect(page).toHaveURL(/\/walkthrough$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/walkthrough$/);
    await page.goto('/settings/profile');
    await expect(page).toHaveURL(/\/settings\/profile$/);
  });

  test('on the dashboard host a Master lands on /promotions and a Poster on /wall_expert', async ({ page, baseURL }) => {
    const dashboard = dashboardOrigin(baseURL!);
    await answerCookieBar(page, dashboard);

    await page.goto(`${dashboard}/`);
    await expect(page).toHaveURL(/\/welcome$/);

    await signInAs(page, dashboard, 'master@example.com');
    await page.goto(`${dashboard}/`);
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
    await expect(page.getByRole('link', { name: /Renew.*home/ })).toHaveAttribute('href', '/promotions');

    // Leave the signed-in page first: its queries would meet a 401 without the cookie and send it to the login,
    // a navigation that could abort the next one (signInAs retries past it; a remembered session opens no page).
    await page.goto('about:blank');
    await page.context().clearCookies({ name: /session-token/ });
    await signInAs(page, dashboard, 'poster@example.com');
    await page.goto(`${dashboard}/`);
    await expect(page).toHaveURL(/\/wall_expert$/);
    await page.goto(`${dashboard}/promotions`);
    await expect(page).toHaveURL(/\/wall_expert$/);
  });
});
