// The look beyond the core pages (issue 17, docs/participant-experience.md "Look"): the social, support, recipes,
// tips and settings screens set their headings on the type scale (a page title is as large on the wall as on home, a
// section as large in settings as on the leaderboard), and the walkthrough's illustrations step aside in forced
// colors (an <img> keeps its own colours whatever palette the user chose). Screenshots at both widths, looked at.
import { expect, test, type Page } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { createParticipant } from './support/home-db';
import { DESKTOP, PHONE, SCREENSHOTS, expectNoSeriousA11yViolations } from './support/journey-checks';

const SCREENS = [
  '/wall/all', '/friends/my', '/messages', '/notifications/unread', '/artprize/myteam', '/duo/all', '/support/faqs',
  '/support/contact', '/sitemap', '/recipes/today', '/tips/all', '/settings/profile', '/settings/email',
];

/** The scale's sizes in px at a width (app/globals.css @theme): display, h1, h2 grow between 390 and 1280 px. */
function scaleSizes(width: number): number[] {
  const grow = (min: number, max: number) => min + ((max - min) * (Math.min(Math.max(width, 390), 1280) - 390)) / 890;
  return [grow(36, 48), grow(30, 36), grow(22, 24), 18, 16, 14];
}

/** Every visible h1–h3 in the page's main: its text and font size. */
function headings(page: Page) {
  return page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll<HTMLElement>('h1, h2, h3'))
      .filter((h) => h.offsetParent !== null && h.getBoundingClientRect().width > 1)
      .map((h) => ({ tag: h.tagName.toLowerCase(), text: (h.textContent ?? '').trim().slice(0, 40), size: parseFloat(getComputedStyle(h).fontSize) })),
  );
}

test('the social, support, recipes, tips and settings screens set their headings on the type scale', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await answerCookieBar(page, baseURL!);
  await signInAs(page, baseURL!, 'participant@example.com');
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    const allowed = scaleSizes(viewport.width);
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('load');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const off = (await headings(page)).filter((h) => !allowed.some((size) => Math.abs(size - h.size) < 0.6));
      expect(off, `headings off the scale on ${path} at ${viewport.width} px`).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SCREENSHOTS}/look-${path.slice(1).replaceAll('/', '-')}-${viewport.width}.png`, fullPage: true });
    }
  }
});

test('the walkthrough illustrations step aside in forced colors, and the tour still reads', async ({ page, baseURL }) => {
  const newcomer = await createParticipant('acme', 'contrast', { has_been_home: false, has_seen_home_walkthrough: false });
  await answerCookieBar(page, baseURL!);
  await signInAs(page, baseURL!, newcomer.email);
  await page.setViewportSize(PHONE);
  await page.goto('/walkthrough');
  const art = page.getByTestId('walkthrough-art');
  await expect(art).toBeVisible();
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.emulateMedia({ forcedColors: 'active' });
  await expect(art).toBeHidden();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  // The close button keeps its own band above the title (the art's padded box stays).
  const close = (await page.getByRole('button', { name: 'Close the tour' }).boundingBox())!;
  const eyebrow = (await page.getByText('Welcome', { exact: true }).first().boundingBox())!;
  expect(close.y + close.height).toBeLessThanOrEqual(eyebrow.y);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/look-walkthrough-forced-colors-390.png` });

  // The next step too, then back to normal colours: the art returns.
  await page.getByRole('button', { name: 'Take the tour' }).click();
  await expect(page.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await expect(art).toBeHidden();
  await page.emulateMedia({ forcedColors: 'none' });
  await expect(art).toBeVisible();
});
