// Abstract frames (participant-core.md §2: a parent whose screen is one of its children) answer a redirect before any
// rendering: a page's redirect() under the signed-in shell's app/(app)/loading.tsx came after the response had started
// streaming, so the browser got 200 with the whole shell and a meta refresh, and loaded two pages. Fixed landings are
// redirects in next.config.mjs, landings that depend on the viewer route handlers (server/pages/frame-redirect.ts).
import { test, expect } from '@playwright/test';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { rawPage } from './support/session-api';

/** A real redirect: 307 to `location`, and no page in the body. */
async function expectRedirect(answer: Awaited<ReturnType<typeof rawPage>>, location: string | RegExp) {
  expect(answer.status).toBe(307);
  if (typeof location === 'string') expect(answer.location).toBe(location);
  else expect(answer.location).toMatch(location);
  expect(answer.body).not.toContain('<html');
  expect(answer.body.length).toBeLessThan(200);
}

const FIXED: [string, string][] = [
  ['/wall', '/wall/all'],
  ['/journey', '/journey/my'],
  ['/my', '/journey/my'],
  ['/activities', '/activities/all'],
  ['/friends', '/friends/my'],
  ['/duo', '/duo/all'],
  ['/notifications', '/notifications/unread'],
  ['/learn', '/learn/why-renew'],
  ['/prestart', '/prestart/aoi'],
  ['/artprize', '/artprize/myteam'],
];

test('a participant: every frame of the signed-in area is a 307 to its landing', async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
  await signInAs(page, baseURL!, 'participant@example.com');
  for (const [path, landing] of FIXED) await expectRedirect(await rawPage(page, baseURL!, path), landing);
  await expectRedirect(await rawPage(page, baseURL!, '/leaderboard'), '/leaderboard/individual');
  await expectRedirect(await rawPage(page, baseURL!, '/settings'), '/settings/profile');
  // A participant's ?userId is not honoured (a Master's only).
  await expectRedirect(await rawPage(page, baseURL!, '/settings?userId=1'), '/settings/profile');
  await expectRedirect(await rawPage(page, baseURL!, '/activities/week'), /^\/activities\/week\/\d+$/);
  await expectRedirect(await rawPage(page, baseURL!, '/artprize/awards'), /^\/artprize\/awards\/\d+$/);
  await expectRedirect(await rawPage(page, baseURL!, '/usereval'), /^\/(usereval\/\d+|journey\/my)$/);
  await expectRedirect(await rawPage(page, baseURL!, '/survey'), /^\/(survey\/\d+|journey\/my)$/);
  // A client navigation's request keeps Next's marker, so the followed request is answered at once.
  await expectRedirect(await rawPage(page, baseURL!, '/leaderboard?_rsc=abc12'), '/leaderboard/individual?_rsc=abc12');
});

test('a Master: /settings opens Account & Role with the account asked for; /leaderboard goes to their landing', async ({ page, baseURL }) => {
  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');
  await expectRedirect(await rawPage(page, dashboard, '/settings'), '/settings/dashboard');
  await expectRedirect(await rawPage(page, dashboard, '/settings?userId=3&promotionId=1'), '/settings/dashboard?userId=3&promotionId=1');
  // No promotion on the dashboard host: the boards' frame sends a Master to '/', their own landing.
  await expectRedirect(await rawPage(page, dashboard, '/leaderboard'), '/');
});

test('signed out: a frame still ends at the sign-in, with the way back', async ({ page, baseURL }) => {
  for (const path of ['/leaderboard', '/settings', '/usereval', '/activities/week']) {
    await expectRedirect(await rawPage(page, baseURL!, path, { signedIn: false }), `/welcome?login&return_to=${encodeURIComponent(path)}&reason=login`);
  }
  // A fixed frame goes to its landing first, whose guard sends the visitor to sign in (a page's redirect before the
  // shell streams: a 307, with the fallback document Next writes for it, which the browser does not load).
  await expectRedirect(await rawPage(page, baseURL!, '/duo', { signedIn: false }), '/duo/all');
  const landing = await rawPage(page, baseURL!, '/duo/all', { signedIn: false });
  expect([landing.status, landing.location]).toEqual([307, '/welcome?login&return_to=%2Fduo%2Fall&reason=login']);
});

test('the menus reach /leaderboard and /settings by client navigation', async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
  await signInAs(page, baseURL!, 'participant@example.com');
  await page.goto('/home');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Leaderboard/ }).click();
  await expect(page).toHaveURL(/\/leaderboard\/individual$/);
  await expect(page.getByRole('navigation', { name: 'Leaderboards' }).getByRole('link', { name: 'Individual' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('navigation', { name: 'Settings tabs' }).getByRole('link', { name: 'Edit Personal Settings' })).toHaveAttribute('aria-current', 'page');
});
