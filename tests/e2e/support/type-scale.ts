// Measuring headings against the type scale (app/globals.css @theme, docs/participant-experience.md "Look"): shared
// by the participant and the administration look specs.
import type { Page } from '@playwright/test';

/** The scale's sizes in px at a width: display, h1 and h2 grow between 390 and 1280 px (clamp(rem + vw)). */
export function scaleAt(width: number) {
  const grow = (min: number, max: number) => min + ((max - min) * (Math.min(Math.max(width, 390), 1280) - 390)) / 890;
  return { display: grow(36, 48), h1: grow(30, 36), h2: grow(22, 24), h3: 18, body: 16, small: 14 };
}

/** Every size of the scale at a width, in px. */
export function scaleSizes(width: number): number[] {
  return Object.values(scaleAt(width));
}

/** Whether a computed size is the scale's size (sub-pixel rounding of clamp() aside). */
export function isSize(measured: number, size: number): boolean {
  return Math.abs(measured - size) < 0.6;
}

export interface MeasuredHeading { tag: string; text: string; size: number }

/** Every visible h1–h3 in the page's main: its element, its text and its font size. */
export function headings(page: Page): Promise<MeasuredHeading[]> {
  return page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll<HTMLElement>('h1, h2, h3'))
      .filter((h) => h.offsetParent !== null && h.getBoundingClientRect().width > 1)
      .map((h) => ({ tag: h.tagName.toLowerCase(), text: (h.textContent ?? '').trim().slice(0, 40), size: parseFloat(getComputedStyle(h).fontSize) })),
  );
}

/** Waits until the page's fonts are in, so sizes and screenshots are the final ones. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
