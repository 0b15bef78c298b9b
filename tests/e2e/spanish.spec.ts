// Renew in Spanish (issue 36, docs/i18n.md): a Spanish browser gets every screen in Spanish, with lang="es", no
// serious axe violation and nothing pushed off a 390 px phone by the longer words; a person switches language from the
// welcome page and from the account menu, in place, and the choice is kept on the account.
import { expect, test, type Page } from '@playwright/test';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { expectNoSeriousA11yViolations } from './support/journey-checks';
import { withClient } from './support/home-db';
import { readFileSync } from 'node:fs';

const es = JSON.parse(readFileSync(new URL('../../messages/es/common.json', import.meta.url), 'utf8')) as { language: string };

const PHONE = { width: 390, height: 844 };

async function expectFitsThePhone(page: Page, path: string) {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && getComputedStyle(el).position !== 'fixed')
      // Drawings clipped by their frame (a decorative svg) and rows meant to scroll sideways are not pushed off.
      .filter((el) => !el.closest('svg, [data-scroll-row], .overflow-x-auto, [role="region"]'))
      .slice(0, 5)
      .map((el) => `${el.tagName}.${String(el.className).slice(0, 80)}`),
  );
  expect(wide, `elements wider than the phone on ${path}`).toEqual([]);
}

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('reads the participant screens in Spanish, accessible and within a phone', async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    await answerCookieBar(page, baseURL!);
    await page.setViewportSize(PHONE);
    await page.goto('/welcome');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByLabel(es.language)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectFitsThePhone(page, '/welcome');
    await page.screenshot({ path: 'tests/screenshots/es-welcome-390.png', fullPage: true });

    await signInAs(page, baseURL!, 'participant@example.com');
    for (const path of ['/home', '/activities', '/journey', '/stats', '/leaderboard', '/wall/all', '/messages', '/friends/my', '/settings/profile']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
      await expectFitsThePhone(page, path);
      await page.screenshot({ path: `tests/screenshots/es${path.replaceAll('/', '-')}-390.png`, fullPage: true });
    }
  });

  test('reads the administration in Spanish', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const dashboard = dashboardOrigin(baseURL!);
    const acme = await withClient(async (c) => (await c.query<{ id: number }>(`SELECT id FROM promotions WHERE subdomain = 'acme'`)).rows[0].id);
    await answerCookieBar(page, dashboard);
    await signInAs(page, dashboard, 'master@example.com');
    for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      for (const path of ['/promotions', `/promotion/${acme}`, '/organizations']) {
        await page.goto(`${dashboard}${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        await expect(page.locator('main h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
        if (viewport === PHONE) await expectFitsThePhone(page, path);
        await page.screenshot({ path: `tests/screenshots/es-admin${path.replaceAll('/', '-')}-${viewport.width}.png`, fullPage: true });
      }
    }
  });
});

test('the language is switched in place from the welcome page, and from the account menu onto the account', async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
  await page.goto('/welcome');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const url = page.url();
  await page.getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(page.url()).toBe(url);
  await page.getByLabel(es.language).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await signInAs(page, baseURL!, 'friend@example.com');
  await page.goto('/home');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(new URL(page.url()).pathname).toBe('/home');
  const saved = await page.evaluate(async () => (await (await fetch('/api/users/me')).json()) as { locale: string | null });
  expect(saved.locale).toBe('es');
  // Back to automatic for the specs that follow.
  await page.evaluate(async () => {
    const me = (await (await fetch('/api/users/me')).json()) as { id: number };
    await fetch(`/api/users/${me.id}/settings`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ locale: null }) });
  });
  await page.context().clearCookies({ name: 'renew_locale' });
});
