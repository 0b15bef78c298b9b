// The administration screens on the product's type scale (docs/participant-experience.md "Look", docs/ui.md "Type
// scale"): a page title is as large on the promotions table or the coordinator dashboard as on a participant's home,
// and a section of an administration page as large as a section of settings. Masters on the dashboard host, a
// coordinator on the promotion's host, each screen at 390 and 1280 px; screenshots (tests/screenshots/admin-look-*.png)
// looked at, and no screen scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { withClient } from './support/home-db';
import { DESKTOP, PHONE, SCREENSHOTS } from './support/journey-checks';
import { headings, isSize, scaleAt, scaleSizes, settle } from './support/type-scale';

/** A screen, and the headings that divide it into sections (text-h2 whatever else it holds). */
interface Screen { path: string; sections?: string[] }

async function checkScreens(page: Page, origin: string, screens: Screen[], name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    const scale = scaleAt(viewport.width);
    const allowed = scaleSizes(viewport.width);
    for (const screen of screens) {
      const where = `${screen.path} at ${viewport.width} px`;
      await page.goto(`${origin}${screen.path}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      await settle(page);
      const found = await headings(page);
      const titles = found.filter((h) => h.tag === 'h1');
      expect.soft(titles.length, `one page title on ${where}`).toBe(1);
      expect.soft(titles.filter((h) => !isSize(h.size, scale.h1)), `the page title is text-h1 (${scale.h1.toFixed(1)} px) on ${where}`).toEqual([]);
      for (const section of screen.sections ?? []) {
        const heading = found.find((h) => h.tag === 'h2' && h.text.startsWith(section));
        expect.soft(heading, `section "${section}" on ${where}`).toBeTruthy();
        if (heading) expect.soft(heading.size, `section "${section}" is text-h2 on ${where}`).toBeCloseTo(scale.h2, 0);
      }
      expect.soft(found.filter((h) => !allowed.some((size) => isSize(h.size, size))), `headings off the scale on ${where}`).toEqual([]);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(sideways, `${where} does not scroll sideways`).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      const file = screen.path.slice(1).split('?')[0]!.replaceAll('/', '-');
      await page.screenshot({ path: `${SCREENSHOTS}/admin-look-${name}-${file}-${viewport.width}.png`, fullPage: true });
    }
  }
}

test('the masters’ dashboard screens set their headings on the type scale', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const dashboard = dashboardOrigin(baseURL!);
  const acme = await withClient(async (c) => (await c.query<{ id: number }>(`SELECT id FROM promotions WHERE subdomain = 'acme'`)).rows[0]!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');
  await checkScreens(page, dashboard, [
    { path: '/promotions' },
    { path: '/organizations' },
    { path: '/resellers' },
    { path: `/promotion/${acme.id}` },
    { path: `/promotion/${acme.id}/edit`, sections: ['Identity', 'Dates', 'Goals and points', 'Labels'] },
    { path: '/dashboard-settings', sections: ['Your account'] },
    { path: '/scenes' },
  ], 'master');
});

test('the coordinator dashboard sets its headings on the type scale', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await answerCookieBar(page, baseURL!);
  await signInAs(page, baseURL!, 'coordinator@example.com');
  await checkScreens(page, baseURL!, [
    { path: '/coordinator/dashboard/stats' },
    { path: '/coordinator/dashboard/participants' },
    { path: '/coordinator/dashboard/promotional_tools', sections: ['Notification', 'Email'] },
  ], 'coordinator');
});
