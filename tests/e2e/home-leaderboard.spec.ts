// The leaderboard widget on the home screen (participant-core.md §9 "widget shows 9 rows (10 if the user is not in
// that board)"; §6 own rank only when opted in). acme shows the individual board and has many ranked participants,
// so a fresh participant is never in its top 9.
import { test, expect, type Page } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { createParticipant, promotionToday, weekOneActivities } from './support/home-db';
import { browserApi, expectAccessible, logToDay, screenshotBoth } from './support/home-api';

async function signInFresh(page: Page, origin: string, label: string) {
  const user = await createParticipant('acme', label);
  await answerCookieBar(page, origin);
  await signInAs(page, origin, user.email);
  await page.goto(`${origin}/home`);
  return user;
}

test('an opted-in participant sees the top 9 and their own row on home', async ({ page, baseURL }) => {
  await signInFresh(page, baseURL!, 'ranked');
  expect((await browserApi(page, 'PUT', '/users/me', { opted_in_individual_leaderboard: true })).status).toBe(200);
  const [activity] = await weekOneActivities('acme');
  await logToDay(page, activity!.id, (await promotionToday('acme')).today);
  await page.goto(`${baseURL}/home`);

  const widget = page.getByTestId('leaderboard-widget');
  await expect(widget.getByRole('heading', { level: 2, name: 'Leaderboard' })).toBeVisible();
  const rows = widget.getByRole('listitem');
  await expect(rows).toHaveCount(10);
  const mine = widget.locator('li[aria-current="true"]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Ranked Tester (you)');
  await expect(rows.last()).toHaveAttribute('aria-current', 'true');
  await expect(rows.first()).toHaveText(/^1\D/);
  await expect(widget.getByText('You are not on this leaderboard.')).toHaveCount(0);
  await expect(widget.getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/leaderboard/individual');
  await screenshotBoth(page, 'home-leaderboard-widget');
  await expectAccessible(page, 'home with the leaderboard widget');
});

test('a participant who has not opted in sees the top 10 and a way to join', async ({ page, baseURL }) => {
  await signInFresh(page, baseURL!, 'unranked');
  const widget = page.getByTestId('leaderboard-widget');
  await expect(widget.getByRole('listitem')).toHaveCount(10);
  await expect(widget.locator('li[aria-current="true"]')).toHaveCount(0);
  await expect(widget).not.toContainText('(you)');
  await expect(widget.getByText('You are not on this leaderboard.')).toBeVisible();
  await screenshotBoth(page, 'home-leaderboard-widget-not-opted-in');
  await widget.getByRole('link', { name: 'Join it' }).click();
  await expect(page).toHaveURL(/\/leaderboard\/individual$/);
  await expect(page.getByRole('button', { name: 'Join the leaderboard' })).toBeVisible();
});
