// Scenes and scene collections (docs/admin-scenes-and-libraries.md): a master builds a layered scene from uploaded
// tiles (reordered with the keyboard), previews it on both home layouts and puts it in a new scene collection; a
// promotion using that collection gets it as its participants' scene, and a participant logs an activity into it.
// The image library: upload into a new folder, delete, undelete. axe on every screen; screenshots.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { test, expect, type Page } from '@playwright/test';
import { browserApi, expectAccessible, settled } from './support/home-api';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { createParticipant, type Subdomain } from './support/home-db';
import { fillHydrated } from './support/hydration';

const TILES = path.join(process.cwd(), 'public/demo/scenes/trees/v2');
const tileFile = (n: number) => ({ name: `forest-${n}.svg`, mimeType: 'image/svg+xml', buffer: readFileSync(path.join(TILES, `tile-${n}.svg`)) });

function e2eDatabaseUrl(): string {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const name = process.env.E2E_DATABASE ?? `renew_e2e_${port}`;
  const server = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? `postgresql://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_TEST_PG_PORT ?? 54330}/postgres`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A promotion of its own for this journey: acme's settings and activities under a new subdomain, using the scene
 * collection the master just built (so no other journey's participants change scenes).
 */
async function promotionUsing(collectionId: number, subdomain: string): Promise<{ activityId: number; today: string; answer: number | null }> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`CREATE TEMP TABLE p ON COMMIT DROP AS SELECT * FROM promotions WHERE subdomain = 'acme'`);
    const { rows } = await client.query<{ id: number }>(
      `UPDATE p SET id = nextval(pg_get_serial_sequence('promotions', 'id')), subdomain = $1, websocket_channel = $1 || '_channel', name = 'Scene ' || $1,
              is_default = false, collection_id = $2 RETURNING id`, [subdomain, collectionId]);
    await client.query('INSERT INTO promotions SELECT * FROM p');
    await client.query(`CREATE TEMP TABLE a ON COMMIT DROP AS SELECT a.* FROM activities a JOIN promotions p ON p.id = a.promotion_id WHERE p.subdomain = 'acme'`);
    await client.query(`UPDATE a SET id = nextval(pg_get_serial_sequence('activities', 'id')), promotion_id = $1`, [rows[0]!.id]);
    await client.query('INSERT INTO activities SELECT * FROM a');
    // A week-1 activity, one without a quiz first (a quiz one is logged with its correct answer).
    const pick = await client.query<{ id: number; today: string; correct_answer: number | null; has_quiz: boolean }>(
      `SELECT a.id, a.correct_answer, coalesce(a.question, '') <> '' AS has_quiz,
              to_char(coalesce(p.current_date_override, (now() AT TIME ZONE p.time_zone)::date), 'YYYY-MM-DD') AS today
         FROM activities a JOIN promotions p ON p.id = a.promotion_id
        WHERE p.id = $1 AND a.week_available = 1 AND a.is_logging
        ORDER BY coalesce(a.question, '') <> '', a.sequence, a.id LIMIT 1`, [rows[0]!.id]);
    await client.query('COMMIT');
    const row = pick.rows[0]!;
    return { activityId: row.id, today: row.today, answer: row.has_quiz ? row.correct_answer : null };
  } finally {
    await client.end();
  }
}

const tileImages = (page: Page) => page.getByRole('list', { name: 'Tiles in order' }).locator('img');

test('a master builds a scene from uploaded tiles, puts it in a collection, and a participant logs into it', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const dashboard = dashboardOrigin(baseURL!);
  const stamp = Date.now().toString(36);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');

  // The scene: five uploaded tiles (the layered forest art, stored as PNG), the first moved down by keyboard.
  await page.goto(`${dashboard}/scenes/create`);
  await expect(page.getByRole('heading', { level: 1, name: 'New scene' })).toBeVisible();
  await fillHydrated(page.getByLabel('Name'), `Forest ${stamp}`);
  await page.getByLabel('Scene type').selectOption('trees');
  await expect(page.getByLabel('Layout')).toHaveValue('2');
  for (let i = 0; i < 5; i++) {
    await page.getByTestId(`tile-file-${i}`).setInputFiles(tileFile(i + 1));
    await expect(tileImages(page)).toHaveCount(i + 1, { timeout: 20_000 });
  }
  const urls = await tileImages(page).evaluateAll((images) => images.map((img) => img.getAttribute('src')!));
  expect(urls.every((u) => /^\/api\/files\/[0-9a-f]{32}\.png$/.test(u))).toBe(true);
  await expect(page.getByTestId('scene-preview-1').locator('img')).toHaveCount(5);
  await expect(page.getByTestId('scene-preview-2').locator('img')).toHaveCount(5);
  // Keyboard reordering: pick up tile 1, move it down one place, drop it; then put it back with the Move up button.
  await page.getByRole('button', { name: 'Reorder Tile 1' }).focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(200);
  await page.keyboard.press('Space');
  await expect.poll(() => tileImages(page).evaluateAll((images) => images.map((img) => img.getAttribute('src')))).toEqual([urls[1], urls[0], ...urls.slice(2)]);
  await page.getByRole('button', { name: 'Move Tile 2 up' }).click();
  await expect.poll(() => tileImages(page).evaluateAll((images) => images.map((img) => img.getAttribute('src')))).toEqual(urls);
  await expectAccessible(page, 'scene form');
  await page.screenshot({ path: 'tests/screenshots/admin-scene-form-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Save scene' }).click();
  await expect(page).toHaveURL(/\/scenes\/\d+$/, { timeout: 20_000 });
  const sceneId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: `Forest ${stamp}` })).toBeVisible();
  await expect(page.getByRole('img', { name: /as a layered scene, 5 tiles/ })).toBeVisible();
  await expectAccessible(page, 'scene view');
  await page.screenshot({ path: 'tests/screenshots/admin-scene-view-1280.png', fullPage: true });

  // The collection: the new scene, chosen from the library.
  await page.goto(`${dashboard}/collections/create`);
  await fillHydrated(page.getByLabel('Name'), `Spring ${stamp}`);
  await page.getByLabel('Add a scene').selectOption(String(sceneId));
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('list', { name: 'scenes in order' }).getByText(`Forest ${stamp}`)).toBeVisible();
  await expectAccessible(page, 'collection form');
  await page.getByRole('button', { name: 'Save collection' }).click();
  await expect(page).toHaveURL(/\/collections\/edit\/\d+$/, { timeout: 20_000 });
  const collectionId = Number(page.url().split('/').pop());
  await page.screenshot({ path: 'tests/screenshots/admin-scene-collection-1280.png', fullPage: true });

  // A promotion using the collection; its new participant's first scene is the master's, and logging fills a tile.
  const subdomain = `scn${stamp}`;
  const { activityId, today, answer } = await promotionUsing(collectionId, subdomain);
  const user = await createParticipant(subdomain as Subdomain, 'scener');
  const site = new URL(baseURL!);
  site.hostname = `${subdomain}.localhost`;
  const context = await browser.newContext();
  const participant = await context.newPage();
  await answerCookieBar(participant, site.origin);
  await signInAs(participant, site.origin, user.email);
  await participant.goto(`${site.origin}/home`);
  await expect(participant.getByRole('list', { name: `Tiles of Forest ${stamp}` })).toBeVisible({ timeout: 30_000 });
  const logged = await browserApi<{ tile_number: number }>(participant, 'POST', '/user_activities', { activity_id: activityId, recorded_on: today, ...(answer === null ? {} : { answer_idx: answer }) });
  expect(logged.status, JSON.stringify(logged.json)).toBe(201);
  await participant.reload();
  await expect(participant.locator(`img[src="${urls[logged.json.tile_number]}"]`).first()).toBeAttached({ timeout: 20_000 });
  await settled(participant);
  await expectAccessible(participant, 'participant home');
  await participant.screenshot({ path: 'tests/screenshots/admin-scene-participant-1280.png', fullPage: true });
  await context.close();
});

test('the image library: upload into a new folder, delete and undelete', async ({ page, baseURL }) => {
  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');
  // A remembered session adds its cookie without opening a page: the API call needs a page of the dashboard.
  await page.goto(`${dashboard}/promotions`);
  const promotions = await browserApi<{ data: Array<{ id: number; subdomain: string }> }>(page, 'GET', '/promotions?page_size=0');
  const acme = promotions.json.data.find((p) => p.subdomain === 'acme')!;
  await page.goto(`${dashboard}/promotion/${acme.id}/image_library`);
  await expect(page.getByRole('heading', { level: 1, name: 'Image library' })).toBeVisible();
  const folder = `spec${Date.now().toString(36)}`;
  await fillHydrated(page.getByLabel('New folder'), folder);
  await page.getByRole('button', { name: 'Open new folder' }).click();
  await expect(page.getByRole('heading', { level: 2, name: folder })).toBeVisible();
  await page.getByTestId('gallery-file').setInputFiles(tileFile(5));
  const card = page.getByTestId('gallery-file-card').filter({ hasText: 'forest-5.png' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'image library');
  await page.screenshot({ path: 'tests/screenshots/admin-image-library-1280.png', fullPage: true });
  await card.getByRole('button', { name: 'Delete forest-5.png' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('switch').click();
  await page.getByRole('button', { name: 'Undelete forest-5.png' }).click();
  await page.getByRole('switch').click();
  await expect(page.getByTestId('gallery-file-card').filter({ hasText: 'forest-5.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Up', exact: true }).click();
  await expect(page.getByRole('button', { name: `Open folder ${folder}` })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: folder })).toBeVisible();
});
