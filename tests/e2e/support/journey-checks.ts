// Shared steps of the journey and leaderboard specs: axe (no serious or critical violations) and screenshots at a
// phone's and a desktop's width (tests/screenshots/, git-ignored), looked at by hand.
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

export const SCREENSHOTS = 'tests/screenshots';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page), 'serious or critical axe violations').toEqual([]);
}

/**
 * Screenshots at 1280 and 390 px wide, then back to the desktop size: the full page, or with `fullPage: false` only
 * what is in view (a dialog over a long page).
 */
export async function screenshotBothWidths(page: Page, name: string, ready?: () => Promise<void>, fullPage = true): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await ready?.();
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-1280.png`, fullPage });
  await page.setViewportSize(PHONE);
  await ready?.();
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-390.png`, fullPage });
  await page.setViewportSize(DESKTOP);
}
