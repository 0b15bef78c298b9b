// What the first-load JavaScript cuts (issue 17, docs/benchmarks.md "First-load JavaScript") must not cost a visitor:
// the welcome page draws without zod, react-hook-form, sonner or Radix Dialog and still signs in; the header's menus,
// which load after first paint, look the same before and after their code arrives, and a press that comes first opens
// the menu as soon as it is there, with focus on its button.
import { expect, test, type Page } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';

/** Text each library's build keeps (an error class, an option name, a data attribute, a component name). */
const HEAVY = { zod: 'ZodError', 'react-hook-form': 'shouldUnregister', sonner: 'data-sonner-toaster', 'Radix Dialog': 'DialogContent' };

/** The bodies of the scripts requested before the page's `load` event. */
async function firstLoadScripts(page: Page, url: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  let loaded = false;
  const onResponse = (response: { request: () => { resourceType: () => string }; text: () => Promise<string> }) => {
    if (!loaded && response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'load' });
  loaded = true;
  page.off('response', onResponse);
  return Promise.all(bodies);
}

// The service worker answers /_next/static from its cache, out of page.route's sight: the menus' code must be held.
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
});

test('the welcome page loads none of the form, toast and dialog libraries, and its form still signs in', async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/welcome?login');
  for (const [library, marker] of Object.entries(HEAVY)) {
    expect(scripts.some((body) => body.includes(marker)), `${library} in the welcome page's first load`).toBe(false);
  }
  // The server's messages, as before: an empty form is answered by the server's schema in the banner.
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('error-banner-message')).toHaveText('Email is required.');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
});

test('the header menus look the same before and after their code arrives, and a press that comes first opens the menu', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, 'master@example.com');
  // Hold the menus' code (the scripts that carry Radix NavigationMenu and Popover) when it is asked for after the page
  // has loaded, until released. A page may need Popover itself before `load`: that request goes through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const heldUrls: string[] = [];
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const afterLoad = await page.evaluate(() => document.readyState === 'complete').catch(() => false);
    // Fetched by the test runner: Node's dns.lookup does not resolve *.localhost as Chromium does; the build's files answer any host.
    const url = new URL(route.request().url());
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.href });
    const body = await response.text();
    if (afterLoad && /NavigationMenu|PopoverContentImpl/.test(body)) {
      heldUrls.push(route.request().url());
      await held;
    }
    await route.fulfill({ response, body });
  });

  await page.goto('/promotions');
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  // The idle moment after `load` asks for the menus' code; it is held, so the stand-ins are what shows.
  await expect.poll(() => heldUrls.length).toBeGreaterThan(0);
  const header = page.locator('header').first(); // the site's, before any page's own
  const before = await header.screenshot();

  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  release();
  // The press is remembered: the menu opens once its code is there, focus on its button.
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Wall/ })).toBeVisible();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await page.mouse.move(0, 300);
  await menuButton.blur();
  // The real menus draw the header exactly as their stand-ins did.
  expect(await header.screenshot()).toEqual(before);
});
