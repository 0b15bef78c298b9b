// Signing in for specs that are not about signing in (exactly one spec, sign-in.spec.ts, logs in through the
// form). The browser posts to /api/users/authenticate itself, because Node's dns.lookup and fetch do not resolve
// *.localhost hosts as Chromium does, and the cookie must belong to the promotion's host.
// Cookies are kept per user and host for the worker's lifetime: sign-in is throttled per address and
// per client (server/auth/sign-in-protection.ts), so each demo user signs in once per run.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { PENDING_EVALUATION_SESSION_KEY } from '../../../lib/evaluations/constants';

export const DEMO_PASSWORD = 'Welcome1!';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
const sessions = new Map<string, Cookies>();

/**
 * Signs `email` in on `origin` (e.g. http://acme.localhost:3100) in the page's browser context. The once-per-session
 * pending-evaluation redirect (participant-core.md §4) counts as done, so that specs about other screens stay on
 * them; tests/e2e/evaluations.spec.ts asks for it with `{ evaluationPrompt: true }`.
 */
export async function signInAs(page: Page, origin: string, email: string, options: { evaluationPrompt?: boolean } = {}): Promise<void> {
  if (!options.evaluationPrompt) await skipEvaluationPrompt(page);
  const key = `${origin} ${email}`;
  const known = sessions.get(key);
  if (known) {
    await page.context().addCookies(known);
    return;
  }
  await gotoPastPendingNavigation(page, `${origin}/welcome`);
  const status = await page.evaluate(
    async (body) =>
      (await fetch('/api/users/authenticate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }))
        .status,
    { email, password: DEMO_PASSWORD },
  );
  expect(status, `sign-in as ${email}`).toBe(200);
  sessions.set(key, (await page.context().cookies(origin)).filter((cookie) => cookie.name.includes('session-token')));
}

/**
 * `page.goto(url)`, again if the page's previous document aborted it with a navigation of its own: a signed-in page
 * whose session cookie a spec has just cleared meets a 401 and sends itself to the login (lib/api-client.ts), and that
 * navigation, started before ours committed, cancels it (net::ERR_ABORTED, or Playwright's "interrupted by another
 * navigation"). Once that navigation has landed, the old document's scripts are gone and a second attempt is safe.
 */
export async function gotoPastPendingNavigation(page: Page, url: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      const aborted = /net::ERR_ABORTED|interrupted by another navigation/.test(String(error));
      if (!aborted || attempt === 3) throw error;
      await page.waitForLoadState().catch(() => undefined);
    }
  }
}

/** A spec that signs out ends the session on the server too: later specs must sign in afresh. */
export function forgetSession(origin: string, email: string): void {
  sessions.delete(`${origin} ${email}`);
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

/** Marks this session's pending-evaluation redirect as done in every page of the context. */
export async function skipEvaluationPrompt(page: Page): Promise<void> {
  await page.context().addInitScript((key) => window.sessionStorage.setItem(key, '1'), PENDING_EVALUATION_SESSION_KEY);
}
