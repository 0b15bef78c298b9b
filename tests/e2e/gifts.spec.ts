// Gift points (social-engagement.md "Gift points"; docs/gifts.md): Maya holds a gift (demo data) and offers it to her
// teammate Jordan from /gifts; Jordan, on another page (How It Works), is asked by the prompt — "Maya Thompson offered you 10
// points" — and accepts; the points reach his total once, and Maya's screen shows the gift accepted.
// axe on the screen and the prompt, screenshots at 390 and 1280.
import { test, expect, type Browser, type Page } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from './support/journey-checks';

const MAYA = { email: 'participant@example.com', name: 'Maya Thompson' };
const JORDAN = { email: 'friend@example.com', name: 'Jordan Reyes' };

async function personPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await answerCookieBar(page, baseURL);
  await signInAs(page, baseURL, email);
  return page;
}

const totalPoints = (page: Page) => page.evaluate(async () => (await (await fetch('/api/users/me/stats')).json()).points.value as number);

test('offered from /gifts, accepted from the prompt on another page: the points are credited once', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const maya = await personPage(browser, baseURL!, MAYA.email);
  const jordan = await personPage(browser, baseURL!, JORDAN.email);

  await maya.goto('/gifts');
  await expect(maya.getByRole('heading', { level: 1, name: 'Gift Points' })).toBeVisible();
  await expect(maya.getByRole('heading', { name: /You have 1 gift of 10 points to give/ })).toBeVisible();
  // The eligible person's row (the recent gifts below may name Jordan too).
  const row = maya.getByRole('listitem').filter({ has: maya.getByRole('button', { name: `Give 10 points to ${JORDAN.name}` }) });
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(maya);
  await screenshotBothWidths(maya, 'gifts-offer');

  // The name filter narrows the list (everyone eligible came with page_size 0).
  await maya.getByRole('searchbox', { name: 'Find someone by name' }).fill('jordan');
  await expect(maya.getByRole('button', { name: /^Give 10 points to / })).toHaveCount(1);

  const before = await totalPoints(jordan);
  await row.getByRole('button', { name: `Give 10 points to ${JORDAN.name}` }).click();
  await maya.getByRole('alertdialog').getByRole('button', { name: 'Give points' }).click();
  await expect(maya.getByText(`Gift offered to ${JORDAN.name}.`)).toBeVisible();
  await expect(maya.getByText(`Waiting for ${JORDAN.name} to answer your gift of 10 points.`)).toBeVisible();

  // Jordan, anywhere in the product, is asked (not on home, whose own scene dialog may open first).
  await jordan.goto('/how-it-works');
  const prompt = jordan.getByRole('dialog', { name: `${MAYA.name} offered you 10 points` });
  await expect(prompt).toBeVisible();
  await expectNoSeriousA11yViolations(jordan);
  await screenshotBothWidths(jordan, 'gifts-prompt', undefined, false);
  await prompt.getByRole('button', { name: 'Accept' }).click();
  await expect(jordan.getByText('10 points added to your total.')).toBeVisible();
  await expect(prompt).toBeHidden();
  expect(await totalPoints(jordan)).toBe(before + 10);

  // A second accept of the same gift (another tab, a double click) credits nothing.
  const again = await jordan.evaluate(async () => {
    const offers = await (await fetch('/api/works/bonus_points/pending')).json();
    return offers.target_work_bonus;
  });
  expect(again).toBeNull();
  await jordan.reload();
  await expect(jordan.getByRole('dialog')).toHaveCount(0);
  expect(await totalPoints(jordan)).toBe(before + 10);

  // The giver sees it accepted.
  await maya.reload();
  const recent = maya.getByRole('region', { name: 'Your recent gifts' });
  await expect(recent.getByRole('listitem').first()).toContainText(JORDAN.name);
  await expect(recent.getByRole('listitem').first()).toContainText('Accepted');
  await expect(recent.getByText('Waiting')).toHaveCount(0);
  await expect(maya.getByRole('heading', { name: 'No gift points to give right now' })).toBeVisible();
});
