// The wall (social-engagement.md §2 Wall, §4 Posts, §6 roles, §8, §9): posting with a photo, commenting and liking;
// tagging a friend who then removes the tag; reporting and unreporting; a coordinator deleting a reported post; the
// live "new posts" bar across two browsers; the expert's My Posts on the dashboard; axe and screenshots.
import sharp from 'sharp';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from './support/journey-checks';
import { realtimeReady } from './support/realtime';
import { fillHydrated } from './support/hydration';

const MAYA = 'Maya Thompson';
const JORDAN = 'Jordan Reyes';
const composer = (page: Page) => page.getByRole('textbox', { name: 'Share something with everyone' });
const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** A page of its own, signed in as `email` (a second person in the same test). */
async function personPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await answerCookieBar(page, baseURL);
  await signInAs(page, baseURL, email);
  return page;
}

/** Writes a post through the API in the page's session (the setup of journeys that are not about writing). */
async function apiPost(page: Page, content: string): Promise<number> {
  const answer = await page.evaluate(async (body) => {
    const response = await fetch('/api/posts', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, json: (await response.json()) as { id: number } };
  }, { content, wallable_type: 'Promotion' });
  expect(answer.status).toBe(201);
  return answer.json.id;
}

async function menuAction(card: ReturnType<typeof postCard>, item: string) {
  await card.getByRole('button', { name: /^Actions for / }).first().click();
  await card.page().getByRole('menuitem', { name: item }).click();
}

test.beforeEach(async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
});

test('post with a photo, comment on it, like it; the post page opens the reply form', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, 'participant@example.com');
  await page.goto('/wall');
  await expect(page).toHaveURL(/\/wall\/all$/);
  await expect(page.getByRole('navigation', { name: 'Wall tabs' }).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).toBeVisible();

  // A blank post is stopped with the spec's toast.
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Oops, you need to write something before you post.')).toBeVisible();

  const text = `Lunch walk by the river ${Date.now()}`;
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Add photo' }).click();
  const upload = page.getByRole('dialog', { name: 'Add a photo to your post' });
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 140, b: 110 } } }).png().toBuffer();
  await upload.locator('input[type=file]').setInputFiles({ name: 'river.png', mimeType: 'image/png', buffer: png });
  // The crop step, looked at and checked like any screen.
  await expect(upload.getByRole('button', { name: 'Save photo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'wall-photo-crop', undefined, false);
  await upload.getByRole('button', { name: 'Save photo' }).click();
  await expect(upload).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: 'The photo you are about to post' })).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();

  const card = postCard(page, text);
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: `Photo shared by ${MAYA}` })).toBeVisible();
  await expect(composer(page)).toHaveValue('');

  await card.getByRole('button', { name: `Comment on ${MAYA}’s post` }).click();
  await card.getByRole('textbox', { name: 'Write a comment' }).fill('And the herons were out.');
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(card.getByRole('listitem').filter({ hasText: 'And the herons were out.' })).toBeVisible();

  const like = card.getByRole('button', { name: `Like ${MAYA}’s post` });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: `1 like, show who liked ${MAYA}’s post` }).click();
  await expect(card.getByRole('dialog', { name: 'Liked by' })).toContainText('You');
  await page.keyboard.press('Escape');

  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'wall-all');

  // Another author's name opens the user popup (button role, '{name} Popup'), with what the program shares.
  const other = page.getByRole('article').filter({ hasNotText: MAYA }).first();
  const trigger = other.getByRole('button', { name: / Popup$/ }).first();
  const popupName = ((await trigger.getAttribute('aria-label')) ?? '').replace(/ Popup$/, '');
  await trigger.press('Enter');
  const popup = page.getByRole('dialog', { name: popupName });
  await expect(popup.getByText('Completed scenes')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'wall-user-popup', undefined, false);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  // Search (debounced, case-insensitive on the server) narrows the list to the match.
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(text.toUpperCase());
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toBeVisible();

  // Its own page: breadcrumb, every comment, ?reply opens the form.
  await card.getByRole('link', { name: /1 comment on/ }).click();
  await expect(page).toHaveURL(/\/wall\/post\/\d+$/);
  const id = page.url().split('/').pop()!;
  await page.goto(`/wall/post/${id}?reply`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`All Posts${MAYA} Post`);
  await expect(page.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();
  await expect(page.getByText('And the herons were out.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'wall-post');
});

test('tag a friend, who then removes their tag', async ({ page, baseURL, browser }) => {
  await signInAs(page, baseURL!, 'participant@example.com');
  await page.goto('/wall/all');
  const text = `Stretch break with Jordan ${Date.now()}`;
  await fillHydrated(composer(page), text);
  await page.getByRole('button', { name: 'Tag friends' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tag friends' });
  await dialog.getByRole('checkbox', { name: JORDAN }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('list', { name: 'Tagged' })).toContainText(JORDAN);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(postCard(page, text)).toContainText(`with ${JORDAN}`);

  const jordan = await personPage(browser, baseURL!, 'friend@example.com');
  await jordan.goto('/wall/filter/view/tagged');
  const card = postCard(jordan, text);
  await expect(card).toContainText(`with ${JORDAN}`);
  await menuAction(card, 'Remove my tag');
  await jordan.getByRole('alertdialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(card).not.toContainText(`with ${JORDAN}`);
  await jordan.context().close();
});

test('report and unreport; a coordinator deletes a reported post', async ({ page, baseURL, browser }) => {
  const jordan = await personPage(browser, baseURL!, 'friend@example.com');
  await jordan.goto('/wall/all');
  const text = `A post to be reported ${Date.now()}`;
  await apiPost(jordan, text);
  await jordan.context().close();

  await signInAs(page, baseURL!, 'participant@example.com');
  await page.goto('/wall/all');
  const card = postCard(page, text);
  await menuAction(card, 'Report');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Report', exact: true }).click();
  await expect(page.getByText('Thanks, the post was reported.')).toBeVisible();
  // Hidden from the reporter too (not a moderator): a notice and a way to see it anyway. Newest first: it is on top.
  const notice = page.getByRole('article').filter({ hasText: 'This post was reported' }).first();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Show post' }).click();
  const revealed = postCard(page, text);
  await expect(revealed).toBeVisible();
  await menuAction(revealed, 'Unreport');
  await expect(revealed).not.toContainText('This post was reported');
  await menuAction(revealed, 'Report');
  // The second time with a reason (optional: the first report went without one).
  await page.getByRole('alertdialog').getByRole('radio', { name: 'Spam or advertising' }).check();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Report', exact: true }).click();

  const coordinator = await personPage(browser, baseURL!, 'coordinator@example.com');
  await coordinator.goto('/wall/all');
  const flagged = postCard(coordinator, text);
  await expect(flagged.getByText('Reported', { exact: true })).toBeVisible();
  await menuAction(flagged, 'Delete');
  await coordinator.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(flagged).toHaveCount(0);
  await coordinator.reload();
  await expect(coordinator.getByRole('article').first()).toBeVisible();
  await expect(postCard(coordinator, text)).toHaveCount(0);
  await coordinator.context().close();
});

test('a colleague’s new post waits behind the "new posts" bar', async ({ page, baseURL, browser }) => {
  await signInAs(page, baseURL!, 'participant@example.com');
  // The post must not be written before this page's socket has joined the promotion's channel.
  const joined = realtimeReady(page, 'joined');
  await page.goto('/wall/all');
  await expect(page.getByRole('article').first()).toBeVisible();

  const jordan = await personPage(browser, baseURL!, 'friend@example.com');
  await jordan.goto('/wall/all');
  const text = `Fresh from the other browser ${Date.now()}`;
  await joined;
  await apiPost(jordan, text);
  await jordan.context().close();

  const bar = page.getByRole('button', { name: '1 new post' });
  await expect(bar).toBeVisible();
  await expect(postCard(page, text)).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.mouse.wheel(0, 900);
  await page.screenshot({ path: 'tests/screenshots/wall-new-posts-bar-390.png' });
  // High contrast is one block of token overrides (the user menu's switch sets this attribute).
  await page.evaluate(() => (document.documentElement.dataset.contrast = 'high'));
  await page.waitForTimeout(800); // the comments' colour transition
  await page.screenshot({ path: 'tests/screenshots/wall-high-contrast-390.png' });
  await page.evaluate(() => delete document.documentElement.dataset.contrast);
  await page.setViewportSize({ width: 1280, height: 900 });
  await bar.click();
  await expect(postCard(page, text)).toBeVisible();
  await expect(bar).toBeHidden();
});

test('follow an author, find them in the following list; the expert’s walls on the dashboard', async ({ page, baseURL, browser }) => {
  await signInAs(page, baseURL!, 'participant@example.com');
  await page.goto('/wall/filter/view/my');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/wall/all');
  // Someone else's post (a participant's, so not a wall expert): follow its author from the post's menu.
  const other = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Actions for (?!Maya Thompson|Nadia Rahman|Flagged User)/ }) })
    .first();
  const name = (await other.getByRole('heading', { level: 3 }).innerText()).trim();
  const openMenu = async () => {
    await other.getByRole('button', { name: /^Actions for / }).first().click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
  };
  // Unfollow first when the demo already follows them, so both calls run.
  await openMenu();
  const unfollow = page.getByRole('menuitem', { name: `Unfollow ${name}`, exact: true });
  if (await unfollow.isVisible()) {
    await unfollow.click();
    await expect(page.getByText(`You no longer follow ${name}.`)).toBeVisible();
    await openMenu();
  }
  await page.getByRole('menuitem', { name: `Follow ${name}`, exact: true }).click();
  await expect(page.getByText(`You are following ${name}.`)).toBeVisible();

  await page.goto('/wall/filter/following');
  await expect(page.getByRole('navigation', { name: 'Wall tabs' }).getByRole('link', { name: 'Following' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'All Following' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/wall\/filter\/following\/view\/\d+\?crumbName=/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Following${name}`);
  await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(name);

  const dashboard = dashboardOrigin(baseURL!);
  const poster = await (await browser.newContext()).newPage();
  await answerCookieBar(poster, dashboard);
  await signInAs(poster, dashboard, 'poster@example.com');
  await poster.goto(`${dashboard}/wallexpert/posts`);
  await expect(poster.getByRole('heading', { level: 1, name: 'My Posts' })).toBeVisible();
  await expect(poster.getByRole('combobox', { name: 'Program' })).toBeVisible();
  await expect(poster.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(poster);
  await screenshotBothWidths(poster, 'wallexpert-posts');

  // Promotion Walls: the chosen program's wall, where the expert posts (promotion_id on every call).
  await poster.getByRole('link', { name: 'Promotion Walls' }).click();
  await expect(poster).toHaveURL(/\/wallexpert\/walls$/);
  const text = `Expert tip: drink water before coffee ${Date.now()}`;
  await composer(poster).fill(text);
  await poster.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(postCard(poster, text).getByText('Expert', { exact: true })).toBeVisible();
  await poster.context().close();
});

test('the wall is a feed: each post says its place, Page Down and Page Up move between posts', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, 'participant@example.com');
  await page.goto('/wall/all');
  // Virtualized (components/wall/post-feed.tsx): only the posts near the viewport are in the page, each with its place.
  const feed = page.getByRole('feed', { name: 'Posts' });
  const first = feed.getByRole('article').first();
  await expect(first).toHaveAttribute('aria-posinset', '1');
  await expect(first).toHaveAttribute('aria-setsize', /^(-1|\d+)$/);
  await first.focus();
  await page.keyboard.press('PageDown');
  await expect(page.locator('article:focus')).toHaveAttribute('aria-posinset', '2');
  await page.keyboard.press('PageUp');
  await expect(page.locator('article:focus')).toHaveAttribute('aria-posinset', '1');
  await expectNoSeriousA11yViolations(page);
});
