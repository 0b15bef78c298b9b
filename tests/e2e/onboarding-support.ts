// Helpers of the onboarding specs (tests/e2e/onboarding-*.spec.ts): screenshots at phone and desktop widths, the
// axe check, and finding demo data through the app's own API (the e2e database is seeded fresh for every run).
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
export { seriousViolations };

export const SCREENSHOTS = 'tests/screenshots';

/** Full-page screenshots at 390 px and 1280 px (tests/screenshots/onboarding-{name}-{width}.png). */
export async function screenshots(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0)); // a sticky header would otherwise be drawn mid-page
    await page.waitForTimeout(150); // let layout settle after the resize
    await page.screenshot({ path: `${SCREENSHOTS}/onboarding-${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** axe's serious and critical WCAG 2.1 A/AA violations, as readable lines (expected to be []). */

/**
 * An acme eligibility identifier nobody registered with yet, found the way the registration dialog would:
 * POST /api/eligibilities/validate answers 200 only for a free record. The seed numbers acme's records from
 * ACME-10001, registered participants first.
 */
export async function freeAcmeIdentifier(page: Page, skip: string[] = []): Promise<string> {
  const found = await page.evaluate(async (taken) => {
    for (let start = 10001; start < 10301; start += 20) {
      const ids = Array.from({ length: 20 }, (_, i) => `ACME-${start + i}`).filter((id) => !taken.includes(id));
      const statuses = await Promise.all(
        ids.map(async (identifier) => {
          const response = await fetch('/api/eligibilities/validate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identifier }) });
          return response.status;
        }),
      );
      const index = statuses.indexOf(200);
      if (index >= 0) return ids[index];
    }
    return null;
  }, skip);
  expect(found, 'a free acme eligibility record').not.toBeNull();
  return found!;
}

export const NEW_PASSWORD = 'Fresh-start9';
export const PILOT_PASSWORD = 'letmein'; // prisma/seed/accounts.ts

/** http://acme.localhost:3100 → http://globex.localhost:3100 (globex: not launched, pilot password, no eligibility). */
export function globexOrigin(origin: string): string {
  const url = new URL(origin);
  url.hostname = `globex.${url.hostname.split('.').slice(1).join('.') || url.hostname}`;
  return url.origin;
}

/**
 * A fresh globex participant registered through the API as the form would (pilot password first, since globex has
 * not launched). Returns the address; the response signs the page's browser context in on globex.
 */
export async function registerGlobexParticipant(page: Page, origin: string): Promise<string> {
  const email = `pilot.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(`${globexOrigin(origin)}/welcome`);
  const result = await page.evaluate(
    async ({ email, password, pilot }) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const authenticated = await post('/api/promotions/current/authenticate', { password: pilot });
      if (!authenticated.ok) return { status: authenticated.status, body: await authenticated.text() };
      const response = await post('/api/users', {
        email, email_confirmation: email, password, password_confirmation: password, profile: { first_name: 'Pia', last_name: 'Lot' },
      });
      return { status: response.status, body: await response.text() };
    },
    { email, password: NEW_PASSWORD, pilot: PILOT_PASSWORD },
  );
  expect(result.status, result.body).toBe(201);
  return email;
}
