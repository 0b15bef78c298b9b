// The daily loop on the home screen (participant-core.md §2 Home, §4 tile click, final tile, celebration, 'finished
// work'; docs/home-ui.md): choose an activity, place it on a tile, complete a scene, unlog with a confirmation.
// Each journey has its own fresh participant so the daily maximum and the scene are its own.
import { test, expect, type Page } from '@playwright/test';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { promotionToday, weekOneActivities } from './support/home-db';
import { signInFresh } from './support/fresh-participant';
import { addDays, browserApi, expectAccessible, logToDay, screenshotBoth } from './support/home-api';
import { realtimeReady } from './support/realtime';

test('an activity picked on the Activities tab is logged by clicking an empty tile', async ({ page, baseURL }) => {
  const { origin } = await signInFresh(page, baseURL!, 'acme', 'tiler');
  const [activity] = await weekOneActivities('acme');

  await page.goto(`${origin}/home`);
  const tiles = page.getByRole('list', { name: /^Tiles of / });
  await expect(tiles.getByRole('button', { name: 'Tile 1, empty: choose an activity' })).toBeVisible();
  await expect(page.getByTestId('actions-remaining')).toContainText('3 actions remaining today');
  await expectAccessible(page, 'home (empty scene)');

  // An empty tile without a pick opens the quick-log sheet in place; its "Browse all activities" keeps the longer way
  // (list → detail → Add to my scene → tile).
  await tiles.getByRole('button', { name: 'Tile 1, empty: choose an activity' }).click();
  await page.getByRole('dialog', { name: 'Log an activity to tile 1' }).getByRole('link', { name: 'Browse all activities' }).click();
  await expect(page).toHaveURL(/\/activities\/all$/);
  await page.getByRole('link', { name: activity!.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/activity\\?activityId=${activity!.id}`));
  await expect(page.getByRole('heading', { level: 1, name: activity!.name })).toBeVisible();

  // acme is API version 2: the day can be chosen; today sends the pick home to choose its tile.
  await expect(page.getByLabel('Day')).toHaveValue((await promotionToday('acme')).today);
  await page.getByRole('button', { name: 'Add to my scene' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('loggable-act')).toContainText(activity!.name);

  // The Activities tab sends the participant home while a pick waits (§2).
  await page.goto(`${origin}/activities/all`);
  await expect(page).toHaveURL(/\/home$/);

  await tiles.getByRole('button', { name: `Tile 3, empty: log ${activity!.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Tile 3 logged: ${activity!.name}.` })).toBeVisible();
  await expect(tiles.getByRole('button', { name: `Tile 3, logged: ${activity!.name}` })).toBeVisible();
  await expect(page.getByTestId('actions-remaining')).toContainText('2 actions remaining today');
  await expect(page.getByTestId('scene-info')).toHaveAttribute('data-state', 'logged');
  await expect(page.getByTestId('loggable-act')).toHaveCount(0);

  // Keyboard: the logged tile is a button that opens the activity.
  await tiles.getByRole('button', { name: `Tile 3, logged: ${activity!.name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/activity\?activityId=\d+&userActivity=\d+/);
  await expect(page.getByTestId('logged-panel')).toContainText('Tile3');
});

test('unlogging asks first, and Cancel keeps the activity', async ({ page, baseURL }) => {
  const { origin } = await signInFresh(page, baseURL!, 'acme', 'unlogger');
  const [activity] = await weekOneActivities('acme');
  const { today } = await promotionToday('acme');
  await page.goto(`${origin}/home`);
  const logged = await logToDay(page, activity!.id, today);

  await page.goto(`${origin}/activity?activityId=${activity!.id}&userActivity=${logged.id}`);
  const panel = page.getByTestId('logged-panel');
  await expect(panel.getByTestId('activity-status')).toHaveText('Active');
  await screenshotBoth(page, 'home-activity-detail-logged');

  // Deactivate and activate again (PUT is_active).
  await panel.getByRole('button', { name: 'Deactivate' }).click();
  await expect(panel.getByTestId('activity-status')).toHaveText('Inactive');
  await panel.getByRole('button', { name: 'Activate' }).click();
  await expect(panel.getByTestId('activity-status')).toHaveText('Active');

  await panel.getByRole('button', { name: 'Remove from my log' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this activity?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel).toBeVisible();

  await panel.getByRole('button', { name: 'Remove from my log' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${activity!.name} was removed from` })).toBeVisible();
  await expect(page.getByTestId('logging-panel')).toBeVisible();
  expect((await browserApi(page, 'GET', `/user_activities/${logged.id}`)).status).toBe(404);

  await page.goto(`${origin}/home`);
  await expect(page.getByTestId('actions-remaining')).toContainText('3 actions remaining today');
});

/** A fresh acme participant with four of the five layered tiles logged on earlier days and a pick waiting. */
async function oneTileFromComplete(page: Page, baseURL: string, label: string) {
  const { origin } = await signInFresh(page, baseURL, 'acme', label);
  const activities = await weekOneActivities('acme');
  const { today } = await promotionToday('acme');
  await page.goto(`${origin}/home`);
  // Four of the five layered tiles, on two earlier days (at most 3 a day).
  for (const [i, day] of [addDays(today, -2), addDays(today, -2), addDays(today, -1), addDays(today, -1)].entries()) {
    await logToDay(page, activities[i]!.id, day);
  }
  const last = activities[4]!;
  expect((await browserApi(page, 'POST', '/user_activities', { activity_id: last.id })).status).toBe(201);
  return { origin, last };
}

test('the final tile completes the scene: full-screen scene, celebration after 6 s, then the finished-work dialog', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { origin, last } = await oneTileFromComplete(page, baseURL!, 'finisher');
  await page.goto(`${origin}/home`);
  const finalTile = page.getByRole('button', { name: `Tile 5, final: log ${last.name} to complete the scene` });
  await expect(finalTile).toBeVisible();
  await expect(page.getByTestId('scene-info')).toHaveAttribute('data-state', 'logged');
  await expect(page.getByTestId('scene-info').getByRole('heading')).toHaveText('One tile to go!');
  await screenshotBoth(page, 'home-v2-ready-to-complete');

  await finalTile.click();
  const sceneDialog = page.getByTestId('scene-dialog');
  await expect(sceneDialog).toBeVisible();
  await expect(sceneDialog.getByText('Scene complete', { exact: true })).toBeVisible();
  // §9: the celebration waits 6 s.
  await page.waitForTimeout(4_000);
  await expect(page.getByTestId('celebration')).toHaveCount(0);
  const celebration = page.getByTestId('celebration');
  await expect(celebration).toBeVisible({ timeout: 6_000 });
  await expect(celebration.getByRole('heading', { name: 'Scene complete!' })).toBeVisible();
  await expect(celebration.locator('[data-particle]')).toHaveCount(51);
  await page.screenshot({ path: 'tests/screenshots/home-celebration-1280.png' });

  // seen_goal_hit is saved, so the celebration plays once.
  await expect
    .poll(async () => ((await browserApi<{ flags: Record<string, boolean> }>(page, 'GET', '/users/me')).json.flags.seen_goal_hit))
    .toBe(true);

  await celebration.getByRole('button', { name: 'See my new scene' }).click();
  await expect(sceneDialog).toBeHidden();
  const finished = page.getByRole('dialog', { name: /^You finished / });
  await expect(finished).toBeVisible();
  await finished.getByRole('button', { name: 'Start my new scene' }).click();
  await expect(finished).toBeHidden();
  await expect(page.getByTestId('tile-progress')).toHaveText('0 of 4 tiles filled, then the final tile');
  await expect(page.getByTestId('previous-scene-position')).toHaveText('Scene 1 of 1');

  await page.reload();
  await page.waitForTimeout(6_500);
  await expect(page.getByTestId('celebration')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: /^You finished / })).toHaveCount(0);
});

test('a layout 1 program shows a grid of 10 tiles and logs into the chosen one', async ({ page, baseURL }) => {
  const { origin } = await signInFresh(page, baseURL!, 'renew', 'gridder');
  const activities = await weekOneActivities('renew');
  const { today } = await promotionToday('renew');
  await page.goto(`${origin}/home`);
  for (const a of activities.slice(0, 2)) await logToDay(page, a.id, today);
  expect((await browserApi(page, 'POST', '/user_activities', { activity_id: activities[2]!.id })).status).toBe(201);

  await page.goto(`${origin}/home`);
  const tiles = page.getByRole('list', { name: /^Tiles of / });
  await expect(tiles.getByRole('listitem')).toHaveCount(10);
  await expect(tiles.getByText('Tile 10, final: appears when the other tiles are filled')).toBeAttached();
  await screenshotBoth(page, 'home-v1-grid');
  await expectAccessible(page, 'home (grid)');

  await tiles.getByRole('button', { name: `Tile 7, empty: log ${activities[2]!.name}` }).click();
  await expect(tiles.getByRole('button', { name: `Tile 7, logged: ${activities[2]!.name}` })).toBeVisible();
  // Three of three: maxed, with the rotating message (§4).
  await expect(page.getByTestId('scene-info')).toHaveAttribute('data-state', 'maxed');
  await expect(page.getByTestId('scene-info').getByRole('heading')).toHaveText(/^(Way to go!|Good work!|Well done!|Nice Job!)$/);
  // A blocked tile is aria-disabled but still says why when pressed.
  await tiles.getByRole('button', { name: 'Tile 4, empty', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Max activities logged. Select another day' })).toBeVisible();
});

test('dt views an earlier day and logs to it', async ({ page, baseURL }) => {
  const { origin } = await signInFresh(page, baseURL!, 'acme', 'traveller');
  const [activity] = await weekOneActivities('acme');
  const { today } = await promotionToday('acme');
  const yesterday = addDays(today, -1);
  await page.goto(`${origin}/home`);
  expect((await browserApi(page, 'POST', '/user_activities', { activity_id: activity!.id })).status).toBe(201);

  await page.goto(`${origin}/home?dt=${yesterday}`);
  await expect(page.getByRole('note')).toContainText('Showing');
  await page.getByRole('button', { name: `Tile 1, empty: log ${activity!.name}` }).click();
  await expect(page.getByRole('button', { name: `Tile 1, logged: ${activity!.name}` })).toBeVisible();
  const week = await browserApi<{ data: Array<{ recorded_on: string; entry_activities: unknown[] }> }>(page, 'GET', '/entries');
  const day = week.json.data.find((d) => d.recorded_on === yesterday);
  if (day) expect(day.entry_activities).toHaveLength(1);

  await page.goto(`${origin}/home?dt=2001-01-01`);
  await expect(page.getByRole('alert').filter({ hasText: 'dt must be a day of the program, no later than today.' })).toBeVisible();
});

test('/renew is the home screen, and a Poster is sent to the wall-expert posts instead', async ({ page, baseURL }) => {
  const { origin } = await signInFresh(page, baseURL!, 'acme', 'renewer');
  await page.goto(`${origin}/renew`);
  await expect(page).toHaveURL(/\/renew$/);
  await expect(page).toHaveTitle(/^Home/);
  await expect(page.getByRole('list', { name: /^Tiles of / })).toBeVisible();

  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'poster@example.com');
  for (const path of ['/renew', '/home']) {
    await page.goto(`${dashboard}${path}`);
    await expect(page).toHaveURL(/\/wall_expert$/);
  }
});

test("another tab's logging reaches the home screen through the realtime socket", async ({ page, baseURL }) => {
  const { origin } = await signInFresh(page, baseURL!, 'acme', 'twotabs');
  const [activity] = await weekOneActivities('acme');
  const { today } = await promotionToday('acme');
  // The other tab must not write before this page's socket is in user_{id}.
  const connected = realtimeReady(page, 'connected');
  await page.goto(`${origin}/home`);
  await expect(page.getByTestId('tile-progress')).toHaveText('0 of 4 tiles filled, then the final tile');
  await connected;

  const other = await page.context().newPage();
  await other.goto(`${origin}/how-it-works`);
  await logToDay(other, activity!.id, today);
  await expect(page.getByTestId('tile-progress')).toHaveText('1 of 4 tiles filled, then the final tile');
  await expect(page.getByTestId('actions-remaining')).toContainText('2 actions remaining today');
  await other.close();
});

test('with reduced motion the celebration keeps its 51 particles still', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { origin, last } = await oneTileFromComplete(page, baseURL!, 'stillness');
  await page.goto(`${origin}/home`);
  await page.getByRole('button', { name: `Tile 5, final: log ${last.name} to complete the scene` }).click();
  const celebration = page.getByTestId('celebration');
  await expect(celebration).toBeVisible({ timeout: 12_000 });
  await expect(celebration.getByTestId('celebration-particles')).toHaveAttribute('data-reduced-motion', 'true');
  await expect(celebration.locator('[data-particle]')).toHaveCount(51);
  expect(await celebration.locator('[data-particle]').first().evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'tests/screenshots/home-celebration-reduced-motion-390.png' });
});
