// Duos (social-engagement.md "Duos"): two new friends in two browsers. Dana steps through the duo walkthrough once,
// invites Eli through the 3-step wizard (Back keeps the choice), Eli sees the invitation arrive live and accepts it
// (only the receiver may); both then log on three days — the completion rule: each day both partners logged unlocks
// one of the template's three pictures — and Dana's list celebrates the completed duo full screen; closing it archives
// it, so it never shows again. Then the Search tab (a found friend opens the wizard at step 2) and Pair Me (join,
// paired with the demo's waiting participant; join and withdraw). axe on every screen, screenshots at 390 and 1280.
import { test, expect, type Browser, type Page } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { createParticipant, promotionToday, weekOneActivities } from './support/home-db';
import { addDays, browserApi, expectAccessible, logToDay, screenshotBoth } from './support/home-api';

async function personPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await answerCookieBar(page, baseURL);
  await signInAs(page, baseURL, email);
  return page;
}

/** Makes the two friends through the friends API (a request and its acceptance). */
async function befriend(from: Page, to: Page, toId: number): Promise<void> {
  await from.goto('/friends/my');
  const request = await browserApi<{ id: number }>(from, 'POST', '/friendships', { status: 'P', friendee_id: toId });
  expect(request.status).toBe(201);
  await to.goto('/friends/my');
  expect((await browserApi(to, 'PUT', `/friendships/${request.json.id}`, { status: 'A' })).status).toBe(200);
}

/** Waits for a toast to leave (axe looks at a settled screen: a toast fading out has no contrast to speak of). */
async function toastGone(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true })).toHaveCount(0, { timeout: 10_000 });
}

test('a duo invited through the wizard, accepted live, completed and celebrated once', async ({ browser, baseURL }) => {
  // Two browsers, a production build's first visits, six logs and a dozen screenshots.
  test.setTimeout(240_000);
  const danaUser = await createParticipant('acme', 'dana');
  const eliUser = await createParticipant('acme', 'eli');
  const dana = await personPage(browser, baseURL!, danaUser.email);
  const eli = await personPage(browser, baseURL!, eliUser.email);
  await befriend(dana, eli, eliUser.id);

  // /duo opens on All; the walkthrough steps through its content once.
  await dana.goto('/duo');
  await expect(dana).toHaveURL(/\/duo\/all$/);
  // The walkthrough may open with the first paint (a modal hides the page from the accessibility tree): the page's
  // heading and tabs are checked once it is closed.
  const walkthrough = dana.getByRole('dialog', { name: 'Welcome to Duos' });
  await expect(walkthrough).toBeVisible();
  await expect(walkthrough.getByText('Step 1 of 3')).toBeVisible();
  await expectAccessible(dana, 'duo walkthrough');
  await walkthrough.getByRole('button', { name: 'Next' }).click();
  await dana.getByRole('dialog', { name: 'Invite or get paired' }).getByRole('button', { name: 'Next' }).click();
  await dana.getByRole('dialog', { name: 'Watch it come together' }).getByRole('button', { name: 'Get started' }).click();
  await expect(dana.getByRole('dialog')).toHaveCount(0);
  await expect(dana.getByRole('heading', { level: 1, name: 'Duos' })).toBeVisible();
  const tabs = dana.getByRole('navigation', { name: 'Duos tabs' });
  await expect(tabs.getByRole('link')).toHaveText(['All', 'Friends', 'Pair Me', 'Search']);
  // No duos yet, friends to invite: the empty state leads to the wizard.
  await expect(dana.getByText('No duos yet')).toBeVisible();
  await expectAccessible(dana, 'duo list empty');
  await screenshotBoth(dana, 'duos-empty');
  await dana.reload();
  await expect(dana.getByText('No duos yet')).toBeVisible();
  await expect(dana.getByRole('dialog')).toHaveCount(0);

  // Eli watches his list while Dana invites him.
  await eli.goto('/duo/all');
  await eli.getByRole('dialog', { name: 'Welcome to Duos' }).getByRole('button', { name: 'Skip' }).click();
  await expect(eli.getByText('No duos yet')).toBeVisible();

  // The wizard: friend, template, preview; Back goes to the previous step and keeps the choice.
  await dana.getByRole('link', { name: 'Start a duo' }).click();
  await expect(dana).toHaveURL(/\/duo\/add$/);
  await expect(dana.getByRole('heading', { level: 2, name: /Choose a friend/ })).toBeVisible();
  const next = dana.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await dana.getByRole('radio', { name: /Eli Tester/ }).check();
  await expectAccessible(dana, 'wizard step 1');
  await screenshotBoth(dana, 'duos-add-friend');
  await next.click();
  const templateHeading = dana.getByRole('heading', { level: 2, name: /Choose a duo/ });
  await expect(templateHeading).toBeFocused();
  await dana.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(dana.getByRole('radio', { name: /Eli Tester/ })).toBeChecked();
  await next.click();
  await dana.getByRole('radio', { name: /Walk & Talk/ }).check();
  await expectAccessible(dana, 'wizard step 2');
  await screenshotBoth(dana, 'duos-add-template');
  await next.click();
  await expect(dana.getByRole('heading', { level: 2, name: /Preview and send/ })).toBeFocused();
  await expect(dana.getByText('Your duo partner')).toBeVisible();
  await expectAccessible(dana, 'wizard step 3');
  await screenshotBoth(dana, 'duos-add-preview');
  await dana.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dana.getByText('Invitation sent to Eli Tester.')).toBeVisible();
  await expect(dana).toHaveURL(/\/duo\/all$/);
  const queue = dana.getByRole('region', { name: 'In queue' });
  await expect(queue.getByRole('button', { name: 'Withdraw the duo invitation to Eli Tester' })).toBeVisible();
  // The sender cannot answer their own invitation.
  await expect(queue.getByRole('button', { name: /Accept/ })).toHaveCount(0);

  // Eli's list shows the invitation without a reload; he accepts it.
  const invitation = eli.getByRole('region', { name: 'In queue' });
  await expect(invitation.getByRole('button', { name: 'Accept Dana Tester’s duo invitation' })).toBeVisible({ timeout: 15_000 });
  await expect(invitation.getByRole('button', { name: 'Decline Dana Tester’s duo invitation' })).toBeVisible();
  await toastGone(eli, 'New duo invitation');
  await expectAccessible(eli, 'duo list with an invitation');
  await screenshotBoth(eli, 'duos-invitation');
  await invitation.getByRole('button', { name: 'Accept Dana Tester’s duo invitation' }).click();
  await expect(eli.getByText('Your duo with Dana Tester has started!')).toBeVisible();
  const progress = eli.getByRole('progressbar', { name: 'Walk & Talk progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  // Both log on three days: each unlocks a picture; the third completes the duo.
  const [activity] = await weekOneActivities('acme');
  const { today } = await promotionToday('acme');
  await logToDay(dana, activity!.id, today);
  await logToDay(eli, activity!.id, today);
  await eli.reload();
  await expect(eli.getByRole('progressbar', { name: 'Walk & Talk progress' })).toHaveAttribute('aria-valuenow', '1');
  await expect(eli.getByText('1 of 3 pictures unlocked')).toBeVisible();
  await expectAccessible(eli, 'duo list in progress');
  await screenshotBoth(eli, 'duos-in-progress');
  for (const day of [addDays(today, -1), addDays(today, -2)]) {
    await logToDay(dana, activity!.id, day);
    await logToDay(eli, activity!.id, day);
  }

  // Dana's open list hears of the completion and celebrates it full screen.
  await dana.goto('/duo/all');
  const overlay = dana.getByRole('dialog', { name: 'Duo complete!' });
  await expect(overlay).toBeVisible({ timeout: 15_000 });
  await expect(overlay.getByText('You and Eli Tester finished')).toBeVisible();
  await expect(overlay.getByRole('img', { name: 'Walk & Talk, the final picture' })).toBeVisible();
  await expectAccessible(dana, 'completed duo overlay');
  await screenshotBoth(dana, 'duos-complete-overlay', undefined);
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toBeHidden();
  const completed = dana.getByRole('region', { name: 'Completed' });
  await expect(completed.getByText('Walk & Talk')).toBeVisible();
  // Archived on close: it does not come back.
  await dana.reload();
  await expect(completed.getByText('Walk & Talk')).toBeVisible();
  await expect(dana.getByRole('dialog', { name: 'Duo complete!' })).toHaveCount(0);
  await expectAccessible(dana, 'duo list completed');
  await screenshotBoth(dana, 'duos-all');

  // Search: a friend found by name opens the wizard at the template step; Back, Back returns to the list.
  await dana.getByRole('link', { name: 'Search' }).click();
  await expect(dana).toHaveURL(/\/duo\/search$/);
  const search = dana.getByRole('searchbox', { name: 'Search friends by name' });
  await search.fill('el');
  await expect(dana.getByText('Type at least 3 characters.')).toBeVisible();
  await search.fill('Eli');
  const start = dana.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Start a duo with Eli Tester' });
  await expect(start).toBeVisible();
  await expectAccessible(dana, 'duo search');
  await screenshotBoth(dana, 'duos-search');
  await start.click();
  await expect(dana.getByRole('heading', { level: 2, name: /Choose a duo/ })).toBeVisible();
  await dana.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(dana.getByRole('radio', { name: /Eli Tester/ })).toBeChecked();
  await dana.getByRole('button', { name: 'Back to duos' }).click();
  await expect(dana).toHaveURL(/\/duo\/all$/);

  // Pair Me: Eli joins and is paired with the demo's waiting participant; Dana then waits, and withdraws.
  await eli.goto('/duo/pair');
  await expect(eli.getByText('You are not in the queue.')).toBeVisible();
  await eli.getByRole('button', { name: 'Join the queue' }).click();
  await expect(eli.getByText('Paired!')).toBeVisible();
  await expect(eli.getByRole('link', { name: 'See your duo' })).toBeVisible();
  await dana.goto('/duo/pair');
  await dana.getByRole('button', { name: 'Join the queue' }).click();
  await expect(dana.getByText('Waiting to be paired')).toBeVisible();
  await toastGone(dana, 'You joined the Pair Me queue.');
  await expectAccessible(dana, 'pair me waiting');
  await screenshotBoth(dana, 'duos-pair');
  await dana.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dana.getByText('You are not in the queue.')).toBeVisible();
});
