// Helpers of the onboarding specs (tests/e2e/onboarding-*.spec.ts): screenshots at phone and desktop widths, the
// axe check, and finding demo data through the app's own API (the e2e database is seeded fresh for every run).
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { withClient } from './support/home-db';
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

export interface FreeEligibility {
  identifier: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

/**
 * An acme eligibility record nobody registered with yet, read from the run's database: the public lookup counts every
 * question against the client address (walking the list is what it stops), so the tests do not walk it. A random
 * free record, so specs running side by side rarely pick the same one.
 */
export async function freeAcmeRecord(skip: string[] = []): Promise<FreeEligibility> {
  const found = await withClient(async (client) => {
    const result = await client.query<FreeEligibility>(
      `SELECT e.identifier, e.email, e.first_name, e.last_name FROM eligibilities e JOIN promotions p ON p.id = e.promotion_id
        WHERE p.subdomain = 'acme' AND e.user_id IS NULL AND NOT (e.identifier = ANY ($1::text[])) ORDER BY random() LIMIT 1`,
      [skip],
    );
    return result.rows[0] ?? null;
  });
  expect(found, 'a free acme eligibility record').not.toBeNull();
  return found!;
}

/** The identifier of a free acme eligibility record (freeAcmeRecord). */
export async function freeAcmeIdentifier(_page?: Page, skip: string[] = []): Promise<string> {
  return (await freeAcmeRecord(skip)).identifier;
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
