// Calls to the API from inside the page, with the page's session cookie (Node's dns.lookup and fetch do not resolve
// *.localhost hosts as Chromium does), to prepare what a journey starts from: days already logged, a pick waiting for its tile.
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { analyzeAtRest } from './axe';

export async function browserApi<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}

/** Logs an activity to a day through the API (date selection: API version 2, or today in version 1). */
export async function logToDay(page: Page, activityId: number, day: string): Promise<{ id: number; tile_number: number }> {
  const { status, json } = await browserApi<{ id: number; tile_number: number; errors?: string[] }>(page, 'POST', '/user_activities', { activity_id: activityId, recorded_on: day });
  expect(status, JSON.stringify(json)).toBe(201);
  return json;
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Nothing loading: no spinner or loading bar on screen and every image decoded, but for lazy ones off screen. (Not
 * 'networkidle': the realtime socket may keep a long-poll open.)
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('svg.animate-spin')).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      if (image.complete) return true;
      // A lazy image outside the viewport is not requested until the page scrolls near it, so it never completes
      // here: nothing is loading there (an activity list's cards at 390 px once waited out the whole test).
      if (image.loading !== 'lazy') return false;
      const { top, bottom } = image.getBoundingClientRect();
      return bottom < 0 || top > window.innerHeight;
    }),
  );
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await settled(page);
  const results = await analyzeAtRest(page, new AxeBuilder({ page }));
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}

/** Screenshots at phone and desktop widths, into tests/screenshots/ (git-ignored). */
export async function screenshotBoth(page: Page, name: string, prepare?: () => Promise<void>): Promise<void> {
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (prepare) await prepare();
    await settled(page);
    // From the top: a scrolled page would draw the sticky header in the middle of a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `tests/screenshots/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
