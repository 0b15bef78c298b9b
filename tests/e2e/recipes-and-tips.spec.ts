// Recipes and tips (social-engagement.md "Recipes and tips"; docs/recipes-and-tips.md), two journeys on the demo data:
//  - Maya rates a recipe (4 stars, 'Great', stored as 80), clears it ('Rating cleared'), rates it again, favorites it
//    and finds it under Favorites; a visitor opens the same recipe, server-rendered, with nothing to rate.
//  - Jordan opens a tip, tries to share it to the wall without a comment (the spec's message), shares it with one, finds
//    the post on the wall carrying the tip, and comments on the tip's own wall.
// axe on every screen, screenshots at 390 and 1280.
import { test, expect, type Page } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from './support/journey-checks';
import { fillHydrated } from './support/hydration';

const MAYA = 'participant@example.com';
const JORDAN = 'friend@example.com';

const api = <T,>(page: Page, path: string, method = 'GET') =>
  page.evaluate(
    async ({ path, method }) => {
      const res = await fetch(`/api${path}`, { method });
      return { status: res.status, json: res.status === 204 ? null : await res.json() };
    },
    { path, method },
  ) as Promise<{ status: number; json: T }>;

test('rate and favorite a recipe', async ({ page, baseURL, browser }) => {
  test.setTimeout(120_000);
  await answerCookieBar(page, baseURL!);
  await signInAs(page, baseURL!, MAYA);

  // A dinner recipe, its rating and favorite cleared first so the journey starts from nothing (a retry included).
  await page.goto('/recipes/all?category=dinner');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dinner', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^Showing 3 of \d+ recipes$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'recipes-all');

  const first = page.getByRole('listitem').getByRole('heading', { level: 2 }).first();
  const title = (await first.textContent())!.trim();
  const list = await api<{ data: { id: number; title: string }[] }>(page, `/recipes?category=dinner&page_size=3`);
  const id = list.json.data.find((r) => r.title === title)!.id;
  await api(page, `/recipes/${id}/user_rating`, 'DELETE');
  await api(page, `/recipes/${id}/user_like`, 'DELETE');

  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
  await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();

  const rating = page.getByRole('group', { name: 'Your rating' });
  await rating.getByRole('radio', { name: '4 stars, Great' }).check();
  await expect(rating.getByRole('radio', { name: '4 stars, Great' })).toBeChecked();
  await expect(rating.getByText('Great', { exact: true })).toBeVisible();
  await expect.poll(async () => (await api<{ score: number; stored_score: number }>(page, `/recipes/${id}/user_rating`)).json).toMatchObject({ score: 4, stored_score: 80 });

  await rating.getByRole('button', { name: 'Clear rating' }).click();
  await expect(rating.getByRole('status')).toHaveText('Rating cleared');
  await expect(rating.getByText('Not rated')).toBeVisible();
  // 'Rating cleared' goes after 2.5 s.
  await expect(rating.getByRole('status')).toHaveText('', { timeout: 6000 });
  await rating.getByRole('radio', { name: '5 stars, Awesome' }).check();
  await expect.poll(async () => (await api<{ score: number }>(page, `/recipes/${id}/user_rating`)).json.score).toBe(5);

  const favorite = page.getByRole('button', { name: `Add ${title} to favorites` });
  await favorite.click();
  await expect(page.getByRole('button', { name: `Remove ${title} from favorites` })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'recipe-rated');

  // The email dialog holds the spec's address rule.
  await page.getByRole('button', { name: 'Email' }).click();
  const email = page.getByRole('dialog', { name: 'Email this recipe' });
  await email.getByRole('button', { name: 'Send' }).click();
  await expect(email.getByText('Must include at least 1 email address.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await email.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/recipes/all?category=favorites');
  await expect(page.getByRole('link', { name: 'Favorites', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('listitem').getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  // Recently viewed, from the server.
  await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('link', { name: title, exact: true })).toBeVisible();

  // A visitor reads the same recipe (server-rendered), with a way to log in instead of the rating.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await answerCookieBar(visitor, baseURL!);
  await visitor.goto(`/recipe/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('group', { name: 'Your rating' })).toHaveCount(0);
  await expect(visitor.getByRole('main').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await screenshotBothWidths(visitor, 'recipe-visitor');
});

test('share a tip to the wall', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await answerCookieBar(page, baseURL!);
  await signInAs(page, baseURL!, JORDAN);

  await page.goto('/tips/all');
  await expect(page.getByRole('heading', { level: 1, name: 'All Tips' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'tips-all');

  const first = page.getByRole('listitem').getByRole('heading', { level: 2 }).first();
  const title = (await first.textContent())!.trim();
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/tip\/\d+$/);
  const tipId = Number(new URL(page.url()).pathname.split('/').pop());

  await page.getByRole('button', { name: 'Share to wall' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share to the wall' });
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog.getByText('Oops, you need to write something before you post.')).toBeVisible();
  const comment = `Trying this tomorrow ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Your comment' }).fill(comment);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog.getByText('Your post is on the wall.')).toBeVisible();
  await dialog.getByRole('link', { name: 'See the post' }).click();

  const post = page.getByRole('article').filter({ hasText: comment }).first();
  await expect(post).toBeVisible();
  await expect(post.getByRole('link', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()).toHaveAttribute('href', `/tip/${tipId}`);
  await expectNoSeriousA11yViolations(page);

  // A comment on the tip's own wall.
  await page.goto(`/tip/${tipId}`);
  const comments = page.getByRole('region', { name: 'Comments' });
  const text = `Worked for me ${Date.now()}`;
  await fillHydrated(comments.getByRole('textbox', { name: 'Add a comment' }), text);
  await comments.getByRole('button', { name: 'Post' }).click();
  await expect(comments.getByText(text)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'tip-with-comment');
});
