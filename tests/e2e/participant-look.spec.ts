// The look beyond the core pages (issue 17, docs/participant-experience.md "Look"): the social, support, recipes,
// tips and settings screens set their headings on the type scale (a page title is as large on the wall as on home, a
// section as large in settings as on the leaderboard), and the walkthrough's illustrations step aside in forced
// colors (an <img> keeps its own colours whatever palette the user chose). Screenshots at both widths, looked at.
import { expect, test } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { createParticipant } from './support/home-db';
import { DESKTOP, PHONE, SCREENSHOTS, expectNoSeriousA11yViolations } from './support/journey-checks';
import { headings, isSize, scaleSizes, settle } from './support/type-scale';

const SCREENS = [
  '/wall/all', '/friends/my', '/messages', '/notifications/unread', '/artprize/myteam', '/duo/all', '/support/faqs',
  '/support/contact', '/sitemap', '/recipes/today', '/tips/all', '/settings/profile', '/settings/email',
];

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
      await settle(page);
      const off = (await headings(page)).filter((h) => !allowed.some((size) => isSize(h.size, size)));
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
