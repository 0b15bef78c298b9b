// The notification centre and the header bell (social-engagement.md §2, §4 Notifications, §7): a notification
// arrives live from another browser (a friend comments on the participant's post), the bell's count goes up and a
// toast says so; the Unread tab lists it and opening the page marks everything seen; Clear moves it to the Cleared
// tab; a click marks one read and follows its link; Clear all empties the tab. Axe and screenshots at 390 and 1280.
import { test, expect, type Browser, type Page } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { sessionApi } from './support/session-api';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from './support/journey-checks';
import { realtimeReady } from './support/realtime';

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications(, \d+ unread)?$/ });

async function personPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await answerCookieBar(page, baseURL);
  await signInAs(page, baseURL, email);
  return page;
}

test.beforeEach(async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
});

test('a friend’s comment arrives live: the bell counts it, the centre lists it, clearing moves it to Cleared', async ({ page, baseURL, browser }) => {
  await signInAs(page, baseURL!, 'participant@example.com');
  await page.goto('/home');
  const text = `Stretch break at three ${Date.now()}`;
  const post = await sessionApi(page, baseURL!, 'POST', '/api/posts', { content: text, wallable_type: 'Promotion' });
  expect(post.status).toBe(201);
  // Posting may earn a badge (with its own notification): count after a fresh load.
  // (Asked directly: a refetch the old page started may answer while it is being replaced.)
  // The comment must not be written before this page's socket is in the user's channel.
  const connected = realtimeReady(page, 'connected');
  await page.reload();
  const before = ((await sessionApi(page, baseURL!, 'GET', '/api/header_counts')).json as { notifications: number }).notifications;
  await expect(bell(page)).toHaveAttribute('aria-label', before ? `Notifications, ${before} unread` : 'Notifications');
  await connected;

  const jordan = await personPage(browser, baseURL!, 'friend@example.com');
  const comment = await sessionApi(jordan, baseURL!, 'POST', '/api/posts', { content: 'Count me in!', parent_post_id: post.json.id, depth: 1 });
  expect(comment.status).toBe(201);
  await jordan.context().close();

  // Live: a toast that says who and what (the notification's sentence, not a bare "New comment"), the bell one higher.
  await expect(page.getByText('Jordan Reyes commented on your post.', { exact: true })).toBeVisible();
  // …with the comment's first words quoted under the sentence (the notification's excerpt).
  await expect(page.getByRole('status').filter({ hasText: 'Jordan Reyes commented on your post.' }).getByText('“Count me in!”', { exact: true })).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);
  await expect(bell(page).getByText(String(before + 1))).toBeVisible();

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications\/unread$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Notifications tabs' });
  await expect(tabs.getByRole('link', { name: 'Unread' })).toHaveAttribute('aria-current', 'page');
  const list = page.getByRole('list', { name: 'Notifications' });
  const row = list.getByRole('listitem').filter({ hasText: 'Jordan Reyes commented on your post.' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Unread');
  await expect(row).toContainText('“Count me in!”');
  // Opening the page marked everything seen: the bell has no count left.
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'notifications-unread', undefined, false);

  // Clear moves it to the Cleared tab.
  await row.getByRole('button', { name: 'Clear: New comment' }).click();
  await expect(page.getByText('Notification cleared.')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Jordan Reyes commented on your post.' })).toHaveCount(0);
  await tabs.getByRole('link', { name: 'Cleared' }).click();
  await expect(page).toHaveURL(/\/notifications\/all$/);
  const cleared = page.getByRole('list', { name: 'Cleared notifications' });
  await expect(cleared.getByRole('listitem').filter({ hasText: 'Jordan Reyes commented on your post.' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'notifications-cleared', undefined, false);
});

test('a click marks a notification read and follows its link; Clear all empties the Unread tab', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, 'participant@example.com');
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/notifications\/unread$/);
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  // One that leads to another screen (a badge, a post, a friend): clicking it marks it read and opens that screen.
  const link = list.locator('a[href^="/badges"], a[href^="/wall/"], a[href^="/friends"]').first();
  const href = (await link.getAttribute('href'))!;
  const message = (await link.locator('span').last().textContent())!;
  await link.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await page.goto('/notifications/unread');
  const opened = list.getByRole('listitem').filter({ hasText: message }).first();
  await expect(opened).toBeVisible();
  await expect(opened).not.toContainText('Unread');

  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('You’re all caught up.')).toBeVisible();
  // Axe measures the toast mid-fade as low contrast: check the page once it has gone.
  await expect(page.getByText('All notifications cleared.')).toBeHidden({ timeout: 8_000 });
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'notifications-empty', undefined, false);
});
