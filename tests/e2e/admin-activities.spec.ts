// Program design (docs/admin-activities-and-badges.md): a master edits one of acme's activities ("Form isn't valid."
// first), reorders acme's own activity collection with the keyboard (dnd-kit: Space, arrows, Space), and a
// participant's activity list shows the new name and order at once. axe and screenshots on every screen; the demo
// order and name are put back at the end, as later specs read acme's week-one activities.
import { test, expect, type Page } from '@playwright/test';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { signInFresh } from './support/fresh-participant';
import { browserApi, expectAccessible, screenshotBoth } from './support/home-api';
import { fillHydrated } from './support/hydration';

type Item = { id: number; item_id: number; name: string; week_available: number | null; promotion_id: number | null };
type Collection = { id: number; name: string; promotion_id: number | null; activities: Item[] };

async function renameActivity(page: Page, dashboard: string, promotionId: number, activityId: number, from: string, to: string) {
  await page.goto(`${dashboard}/promotion/${promotionId}/activities?activityId=${activityId}`);
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(from);
  await fillHydrated(name, to);
  await page.getByRole('button', { name: 'Save activity' }).click();
  await expect(page.getByText(`${to} saved.`)).toBeVisible();
}

test('a master edits an activity and reorders a collection by keyboard; the participant sees the new order', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');

  await page.goto(`${dashboard}/activitycollections/list`);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity collections' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Activity collections' }).getByText('Acme Quick Starts')).toBeVisible();
  await expectAccessible(page, 'collections list');
  await screenshotBoth(page, 'admin-activity-collections');
  await page.setViewportSize({ width: 390, height: 844 });
  // A phone shows the list without scrolling sideways.
  const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 391).slice(0, 5).map((e) => `${e.tagName}.${e.className}`.slice(0, 120)));
  expect(wide).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  const all = await browserApi<{ data: { id: number; name: string; promotion_id: number }[] }>(page, 'GET', '/aaoi_collections?all=true');
  const quick = all.json.data.find((c) => c.name === 'Acme Quick Starts')!;
  const acmeId = quick.promotion_id;
  const original = (await browserApi<Collection>(page, 'GET', `/aaoi_collections/${quick.id}`)).json.activities;
  const [first, second] = original.filter((i) => i.week_available === 1);
  const edited = `${second.name} (edited)`;
  const from = original.findIndex((i) => i.id === second.id);
  expect(from).toBeGreaterThan(0);

  try {
    // The activity form: an invalid form says so; a saved name shows in the list at once.
    await page.goto(`${dashboard}/promotion/${acmeId}/activities?activityId=${second.item_id}`);
    await fillHydrated(page.getByLabel('Name', { exact: true }), '');
    await page.getByRole('button', { name: 'Save activity' }).click();
    await expect(page.getByText("Form isn't valid.")).toBeVisible();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expectAccessible(page, 'activity form');
    await page.getByLabel('Name', { exact: true }).fill(edited);
    await page.getByRole('button', { name: 'Save activity' }).click();
    await expect(page.getByText(`${edited} saved.`)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(edited.replace(/[()]/g, '\\$&')) })).toBeVisible();
    await screenshotBoth(page, 'admin-activity-form');

    // Its Spanish translation, folded until opened: a Spanish blurb goes out with the activity's save and is there
    // after a reload; put back as it was (an emptied translation is deleted).
    const openSpanish = async () => {
      await page.getByRole('button', { name: 'Translations' }).click();
      const blurb = page.getByLabel('Blurb (Español)');
      await expect(blurb).toBeVisible();
      return blurb;
    };
    const spanishBlurb = await openSpanish();
    const blurbBefore = await spanishBlurb.inputValue();
    await fillHydrated(spanishBlurb, 'Un momento para ti.');
    await expect(page.getByText('Español: translated')).toBeVisible();
    await expectAccessible(page, 'activity translations');
    const saveActivity = async () => {
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/activities/${second.item_id}`);
      await page.getByRole('button', { name: 'Save activity' }).click();
      expect((await saved).status()).toBe(200);
    };
    await saveActivity();
    await page.reload();
    await expect(await openSpanish()).toHaveValue('Un momento para ti.');
    await page.getByLabel('Blurb (Español)').fill(blurbBefore);
    await saveActivity();

    // The collection: pick the edited activity up with Space, move it to the top with the arrow keys, drop it.
    await page.goto(`${dashboard}/activitycollections/edit/${quick.id}`);
    const rows = page.getByTestId('collection-activity');
    await expect(rows.nth(from)).toContainText(edited);
    await page.getByRole('button', { name: `Reorder ${edited}` }).focus();
    await page.keyboard.press('Space');
    // dnd-kit's live region says what the keyboard did; wait for it rather than for a fixed time, which a slow
    // machine outran (a lost ArrowUp left the item one place short).
    // It is empty until the pick-up ("Picked up …", at once replaced by "… is over position 3 of …").
    const liveRegion = page.locator('[id^="DndLiveRegion"]');
    await expect(liveRegion).toContainText(edited);
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(liveRegion).toContainText(`${edited} is over position 1 of`, { timeout: 600 });
    }).toPass({ timeout: 30_000 });
    await page.keyboard.press('Space');
    await expect(page.getByText('Order saved.')).toBeVisible();
    await expect(rows.first()).toContainText(edited);
    await expect(rows.nth(1)).toContainText(first.name);
    await page.reload();
    await expect(rows.first()).toContainText(edited);
    await expectAccessible(page, 'collection editor');
    await screenshotBoth(page, 'admin-activity-collection-editor');

    // The badges of the promotion (defaults marked) are one tab away.
    await page.goto(`${dashboard}/promotion/${acmeId}/badges`);
    await expect(page.getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible();
    await expectAccessible(page, 'badges');

    // A participant's list: the edited activity now comes first in week one.
    const { origin } = await signInFresh(page, baseURL!, 'acme', 'ordering');
    await page.goto(`${origin}/activities/all`);
    const cards = page.getByTestId('activity-card');
    await expect(cards.first()).toContainText(edited);
    await expect(cards.nth(1)).toContainText(first.name);
    await screenshotBoth(page, 'admin-activities-participant-order');
  } finally {
    await page.goto(`${dashboard}/activitycollections/list`);
    const restored = await browserApi(page, 'POST', `/aaoi_collections/${quick.id}/reorder`, { sequence: original.map((i) => i.id) });
    expect(restored.status).toBe(200);
    const current = (await browserApi<Collection>(page, 'GET', `/aaoi_collections/${quick.id}`)).json.activities.find((i) => i.id === second.id)!;
    if (current.name !== second.name) await renameActivity(page, dashboard, acmeId, second.item_id, current.name, second.name);
  }
});
