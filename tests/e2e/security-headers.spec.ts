// Security finding 9 in a real browser: pages hydrate under the nonce Content-Security-Policy, the realtime socket
// may connect, and no violation is reported; responses carry the security headers.
import { test, expect, type Page } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';

/** Records CSP violations as the page reports them (event) and as Chromium logs them (console). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|apply|frame)/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

test('a public page hydrates under the policy and reports no violation', async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  await answerCookieBar(page, baseURL!);
  const response = await page.goto('/welcome');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Hydrated: a client component answers a click.
  const carousel = page.getByRole('region', { name: /Discover Renew/ });
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a signed-in page hydrates and opens its realtime socket without a violation; API responses carry the headers', async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  await answerCookieBar(page, baseURL!);
  await signInAs(page, baseURL!, 'participant@example.com');
  const socketOpened = page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/socket.io/'), timeout: 15_000 });
  await page.goto('/');
  const socket = await socketOpened;
  // The WebSocket upgrade went through (connect-src allowed it): the sidecar answers on it.
  await socket.waitForEvent('framereceived', { timeout: 15_000 });
  const api = await page.evaluate(async () => {
    const res = await fetch('/api/users/me');
    return { status: res.status, nosniff: res.headers.get('x-content-type-options'), frame: res.headers.get('x-frame-options') };
  });
  expect(api).toEqual({ status: 200, nosniff: 'nosniff', frame: 'DENY' });
  expect(violations).toEqual([]);
});
