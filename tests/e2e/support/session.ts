// Signing in for specs that are not about signing in (STYLE.md: exactly one spec logs in through the
// form). The browser posts to /api/users/authenticate itself, because Node cannot resolve
// *.localhost hosts (STACK-NOTES.md) and the cookie must belong to the promotion's host.
// Cookies are kept per user and host for the worker's lifetime: sign-in is throttled per address and
// per client (server/auth/sign-in-protection.ts), so each demo user signs in once per run.
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Welcome1!';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
const sessions = new Map<string, Cookies>();

/** Signs `email` in on `origin` (e.g. http://acme.localhost:3100) in the page's browser context. */
export async function signInAs(page: Page, origin: string, email: string): Promise<void> {
  const key = `${origin} ${email}`;
  const known = sessions.get(key);
  if (known) {
    await page.context().addCookies(known);
    return;
  }
  await page.goto(`${origin}/welcome`);
  const status = await page.evaluate(
    async (body) =>
      (await fetch('/api/users/authenticate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }))
        .status,
    { email, password: DEMO_PASSWORD },
  );
  expect(status, `sign-in as ${email}`).toBe(200);
  sessions.set(key, (await page.context().cookies(origin)).filter((cookie) => cookie.name.includes('session-token')));
}

/** Answers the cookie bar up front: it appears after 2 s and would cover the bottom of the page. */
export async function answerCookieBar(page: Page, origin: string): Promise<void> {
  await page.context().addCookies([{ name: 'analytics_consent', value: 'decline', url: origin }]);
}

/** The same host on the dashboard: http://acme.localhost:3100 → http://dashboard.localhost:3100. */
export function dashboardOrigin(origin: string): string {
  const url = new URL(origin);
  url.hostname = `dashboard.${url.hostname.split('.').slice(1).join('.') || url.hostname}`;
  return url.origin;
}
