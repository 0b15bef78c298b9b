// Friends (participant-core.md §2 Friends, §4 Friendship, §5 Friend search; social-engagement.md user popup): two
// people in two browsers — one finds the other by name and sends a request, which shows on the Sent tab; the other
// accepts it from My Friends; both then see each other among their friends, and the popup offers the friend actions.
// axe on each screen, screenshots at 390 and 1280.
import { test, expect, type Browser, type Page } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from './support/journey-checks';
import { fillHydrated } from './support/hydration';

const MAYA = { email: 'participant@example.com', name: 'Maya Thompson' };
const LUIS = { email: 'regional.coordinator@example.com', name: 'Luis Ortega' };

async function personPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await answerCookieBar(page, baseURL);
  await signInAs(page, baseURL, email);
  return page;
}

/** Whatever the demo data holds between the two, start from "not friends": decline, withdraw or remove it. */
async function clearFriendship(page: Page, otherEmail: string): Promise<void> {
  await page.goto('/friends/my');
  await page.evaluate(async (email) => {
    const search = await (await fetch(`/api/users/search?for=friends&query=${encodeURIComponent(email)}`)).json();
    const other = search.data[0];
    if (!other || other.friendship_id === null) return;
    if (other.status === 1) {
      await fetch(`/api/friendships/${other.friendship_id}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status: 'D' }) });
    } else {
      await fetch(`/api/friendships/${other.friendship_id}`, { method: 'DELETE' });
    }
  }, otherEmail);
}

test('a request found by name, seen as sent, accepted by the other: both are friends', async ({ browser, baseURL }) => {
  // Two browsers, toasts that must settle before axe, the 4 s resent flag and four screenshots.
  test.setTimeout(150_000);
  const maya = await personPage(browser, baseURL!, MAYA.email);
  const luis = await personPage(browser, baseURL!, LUIS.email);
  await clearFriendship(maya, LUIS.email);

  // Maya finds Luis by part of his name and adds him.
  await maya.goto('/friends');
  await expect(maya).toHaveURL(/\/friends\/my$/);
  await expect(maya.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
  const search = maya.getByRole('searchbox', { name: 'Find friends by name or email' });
  // The heading is server-rendered: it proves nothing about hydration, and text typed before it never reaches React.
  await fillHydrated(search, 'lu');
  await expect(maya.getByText('Type at least 3 characters.')).toBeVisible();
  await search.fill('luis ort');
  const results = maya.getByRole('list', { name: 'Search results' });
  await results.getByRole('button', { name: `Add ${LUIS.name} as a friend` }).click();
  await expect(maya.getByText('Invite successfully sent!')).toBeVisible();
  await expect(results.getByText('Request pending')).toBeVisible();
  // axe looks at settled screens: a toast fading out has no contrast to speak of.
  await expect(maya.getByText('Invite successfully sent!')).toBeHidden();
  await expectNoSeriousA11yViolations(maya);
  await screenshotBothWidths(maya, 'friends-my-search');

  // An address with no account is offered an invitation; one's own address is not.
  await search.fill(`nobody-${Date.now()}@example.com`);
  await expect(maya.getByRole('button', { name: 'Send invite' })).toBeVisible();
  await search.fill(MAYA.email);
  await expect(maya.getByText(`Nobody found for “${MAYA.email}”.`)).toBeVisible();
  await expect(maya.getByRole('button', { name: 'Send invite' })).toHaveCount(0);

  // The request waits on the Sent tab; resending says so and reads 'Sent' for a while.
  await maya.getByRole('link', { name: 'Sent Requests' }).click();
  await expect(maya).toHaveURL(/\/friends\/sent$/);
  await expect(maya.getByRole('searchbox')).toHaveCount(0);
  await maya.getByRole('button', { name: `Resend the request to ${LUIS.name}` }).click();
  await expect(maya.getByText('Request resent.')).toBeVisible();
  await expect(maya.getByRole('button', { name: `Sent to ${LUIS.name}` })).toBeDisabled();
  await expect(maya.getByText('Request resent.')).toBeHidden();
  // The 'Sent' flag lasts 4 s, then Resend is offered again.
  await expect(maya.getByRole('button', { name: `Resend the request to ${LUIS.name}` })).toBeEnabled();
  await expectNoSeriousA11yViolations(maya);
  await screenshotBothWidths(maya, 'friends-sent');

  // Luis accepts it from My Friends.
  await luis.goto('/friends/my');
  await luis.getByRole('button', { name: `Accept ${MAYA.name}’s friend request` }).click();
  await expect(luis.getByText(`You and ${MAYA.name} are now friends.`)).toBeVisible();
  const luisFriends = luis.getByRole('region', { name: /^My Friends/ });
  await expect(luisFriends.getByRole('button', { name: `${MAYA.name} Popup` })).toBeVisible();
  await expect(luis.getByText(`You and ${MAYA.name} are now friends.`)).toBeHidden();
  await expectNoSeriousA11yViolations(luis);
  await screenshotBothWidths(luis, 'friends-my');

  // Maya sees Luis among her friends; the popup offers the friend actions (compose shown, then cancelled).
  await maya.goto('/friends/my');
  const mayaFriends = maya.getByRole('region', { name: /^My Friends/ });
  await mayaFriends.getByRole('button', { name: `${LUIS.name} Popup` }).click();
  const popup = maya.getByRole('dialog', { name: LUIS.name });
  await expect(popup.getByText('Friends', { exact: true })).toBeVisible();
  await popup.getByRole('button', { name: `Email ${LUIS.name}` }).click();
  await expect(popup.getByRole('textbox', { name: `Message to ${LUIS.name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(maya);
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(popup.getByRole('button', { name: 'Remove friend' })).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await maya.context().close();
  await luis.context().close();
});
