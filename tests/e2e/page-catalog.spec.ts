// A page carries its message catalog by reference (server/i18n/client-catalog.ts): the HTML names one catalog script
// and holds none of the messages only the browser's screens use; the script is the same for every page and kept by the
// browser (immutable); the signed-in user is written into the page once however many layouts hand it on. The screens
// still read their texts: the settings page's form labels and a toast come from the catalog after hydration.
import { test, expect } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { rawPage } from './support/session-api';

test('a page names its catalog script instead of carrying the messages, and the user once', async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
  await signInAs(page, baseURL!, 'participant@example.com');
  const home = await rawPage(page, baseURL!, '/home');
  expect(home.status).toBe(200);
  const scripts = [...new Set(home.body.match(/\/i18n\/en\.participant\.[A-Za-z0-9_-]{16}\.js/g) ?? [])];
  expect(scripts).toHaveLength(1);
  // A message of the settings screens, which home does not show: in the catalog, not in home's HTML. (Fetched by the
  // browser: Node does not resolve *.localhost.)
  await page.goto('/home');
  const fetched = async (path: string) => page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, cacheControl: response.headers.get('cache-control'), type: response.headers.get('content-type'), text: await response.text() };
  }, path);
  const catalog = await fetched(scripts[0]!);
  expect(catalog.status).toBe(200);
  expect(catalog.cacheControl).toBe('public, max-age=31536000, immutable');
  expect(catalog.type).toContain('javascript');
  expect(catalog.text).toContain('Edit Personal Settings');
  expect(home.body).not.toContain('Edit Personal Settings');
  expect(home.body.match(/participant@example\.com/g)).toHaveLength(1);
  // Another page names the same script.
  const journey = await rawPage(page, baseURL!, '/journey/my');
  expect(journey.body).toContain(scripts[0]);
  // A catalog from another release is not served.
  expect((await fetched('/i18n/en.participant.AAAAAAAAAAAAAAAA.js')).status).toBe(404);

  // The screens read their texts from it once hydrated.
  await page.goto('/settings/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Profile photo' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys((window as unknown as { __renewCatalogs?: object }).__renewCatalogs ?? {}))).toEqual([scripts[0]!.slice('/i18n/'.length, -'.js'.length)]);
});
