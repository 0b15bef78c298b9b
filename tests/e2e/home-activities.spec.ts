// Activities, the activity detail and its quiz, the weekly logging view and How It Works (participant-core.md §2,
// §4 quiz and bookmark states; docs/home-ui.md). Fresh participants keep each journey independent of the demo data.
import { test, expect } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { promotionToday, setActivityFeels, weekOneActivities } from './support/home-db';
import { signInFresh } from './support/fresh-participant';
import { PROMOTION_CACHE_TTL_MS } from '../../lib/promotion-cache';
import { browserApi, expectAccessible, logToDay, screenshotBoth } from './support/home-api';

test('the activities tutorial shows once, then the list filters and bookmarks', async ({ page, baseURL }) => {
  const { origin } = await signInFresh(page, baseURL!, 'acme', 'browser', { has_seen_activities_tutorial: false });
  await page.goto(`${origin}/activities/all`);
  const tutorial = page.getByRole('dialog', { name: 'Finding activities' });
  await expect(tutorial).toBeVisible();
  await tutorial.getByRole('button', { name: 'Got it' }).click();
  await expect(tutorial).toBeHidden();
  await expect
    .poll(async () => (await browserApi<{ flags: Record<string, boolean> }>(page, 'GET', '/users/me')).json.flags.has_seen_activities_tutorial)
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(tutorial).toBeHidden();

  const cards = page.getByTestId('activity-card');
  await expect(cards.first()).toBeVisible();
  await screenshotBoth(page, 'home-activities');
  await expectAccessible(page, 'activities');

  await page.getByRole('navigation', { name: 'Activity filters' }).getByRole('link', { name: 'Create Calm' }).click();
  await expect(page).toHaveURL(/\/activities\/create_calm$/);
  await expect(cards.first()).toContainText('Create Calm');
  const first = cards.first();
  const name = (await first.getByRole('heading').textContent())!;
  const bookmark = first.getByRole('button', { name: `Bookmark ${name}` });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Bookmarked' }).click();
  await expect(page).toHaveURL(/\/activities\/bookmarked$/);
  await expect(cards).toHaveCount(1);
  await cards.first().getByRole('button', { name: `Bookmark ${name}` }).click();
  await page.reload();
  await expect(page.getByText('No bookmarks yet')).toBeVisible();
});

test('a quiz answered wrong can be tried again, and right adds the points', async ({ page, baseURL }) => {
  const { origin } = await signInFresh(page, baseURL!, 'acme', 'quizzer');
  const quiz = (await weekOneActivities('acme')).find((a) => a.has_quiz && a.correct_answer !== null)!;
  const wrong = quiz.correct_answer === 0 ? 1 : 0;

  await page.goto(`${origin}/activity?activityId=${quiz.id}`);
  await expect(page.getByRole('heading', { level: 1, name: quiz.name })).toBeVisible();
  await expect(page.getByTestId('logging-panel')).toBeVisible();
  await screenshotBoth(page, 'home-activity-detail');
  await expectAccessible(page, 'activity detail');
  await page.getByRole('button', { name: 'Answer the quiz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quiz' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('radio', { name: quiz.answers[wrong]! }).check();
  await dialog.getByRole('button', { name: 'Check answer' }).click();
  await expect(dialog.getByTestId('quiz-result')).toHaveText('Try again.');
  await screenshotBoth(page, 'home-quiz');
  await expectAccessible(page, 'quiz dialog');

  await dialog.getByRole('radio', { name: quiz.answers[quiz.correct_answer!]! }).check();
  await dialog.getByRole('button', { name: 'Check answer' }).click();
  await expect(dialog.getByTestId('quiz-result')).toContainText('Correct!');
  await expect(dialog.getByTestId('quiz-result')).toContainText(/Your 5 quiz points were added to \w+day, \w+ \d+\./);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // An existing correct answer shows as correct.
  await page.reload();
  await expect(page.getByTestId('quiz-answered')).toContainText(`Correct! You answered: ${quiz.answers[quiz.correct_answer!]}`);
  await page.getByRole('button', { name: 'Review the quiz' }).click();
  await expect(page.getByRole('dialog', { name: 'Quiz' }).getByTestId('quiz-result')).toHaveText('Correct!');
});

test('a quiz that is not unlocked yet shows the server message without marking the answer wrong', async ({ page, baseURL }) => {
  const { origin } = await signInFresh(page, baseURL!, 'acme', 'early');
  const promotion = await browserApi<{ id: number; current_week: number; weeks: number }>(page, 'GET', '/promotions/current');
  const all = await browserApi<{ data: Array<{ id: number; has_quiz: boolean; week_available: number; answers: string[] }> }>(
    page, 'GET', `/promotions/${promotion.json.id}/activities?page_size=0`,
  );
  const later = all.json.data.find((a) => a.has_quiz && a.week_available > promotion.json.current_week);
  // acme is seeded in week 3 of 8 with quizzes in every week, so a locked quiz always exists.
  expect(later, 'a quiz of a later week').toBeTruthy();
  await page.goto(`${origin}/activity?activityId=${later!.id}`);
  await page.getByRole('button', { name: 'Answer the quiz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quiz' });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Check answer' }).click();
  await expect(dialog.getByTestId('quiz-result')).toHaveText('This quiz is not available yet.');
  await expect(dialog.getByText('Not quite')).toHaveCount(0);
});

test('the weekly view lists the days, saves how an activity felt, and links How It Works back to Activities', async ({ page, baseURL }) => {
  const { origin } = await signInFresh(page, baseURL!, 'acme', 'weekly');
  const [activity] = await weekOneActivities('acme');
  const { today } = await promotionToday('acme');
  await page.goto(`${origin}/home`);
  await logToDay(page, activity!.id, today);
  const current = (await browserApi<{ current_week: number }>(page, 'GET', '/promotions/current')).json.current_week;

  await page.goto(`${origin}/activities/week/${current}?date=${today}`);
  const days = page.getByRole('navigation', { name: 'Days of the week' }).getByRole('link');
  await expect(days).toHaveCount(7);
  const panel = page.getByTestId('day-panel');
  await expect(panel.getByTestId('entry-activity')).toHaveCount(1);
  await expect(panel.getByTestId('entry-activity')).toContainText(activity!.name);
  await panel.getByRole('radio', { name: 'Happy' }).check();
  await expect
    .poll(async () => {
      const week = await browserApi<{ data: Array<{ recorded_on: string; entry_activities: Array<{ feels_value: number | null }> }> }>(page, 'GET', `/entries?wk=${current}`);
      return week.json.data.find((d) => d.recorded_on === today)?.entry_activities[0]?.feels_value;
    })
    .toBe(1);
  await page.reload();
  await expect(panel.getByRole('radio', { name: 'Happy' })).toBeChecked();
  await screenshotBoth(page, 'home-weekly');
  await expectAccessible(page, 'weekly view');

  await page.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/how-it-works\?from=activities$/);
  await expect(page.getByTestId('back-link')).toHaveText(/Back to Activities/);
  await expect(page.getByTestId('back-link')).toHaveAttribute('href', '/activities/all');
  await screenshotBoth(page, 'home-how-it-works');
  await expectAccessible(page, 'how it works');

  await page.goto(`${origin}/how-it-works`);
  await expect(page.getByTestId('back-link')).toHaveAttribute('href', '/home');
});

test('the weekly view offers no feels when the program does not record them', async ({ page, baseURL }) => {
  // renew (the default promotion on the bare host) is switched off for this test only and back after it.
  const { origin } = await signInFresh(page, baseURL!, 'renew', 'feelless');
  const feelsOf = async () => (await browserApi<{ activity_feels: boolean; current_week: number }>(page, 'GET', '/promotions/current')).json;
  await setActivityFeels('renew', false);
  try {
    // Every web process caches the promotion for PROMOTION_CACHE_TTL_MS: after that, all of them see the change.
    await page.waitForTimeout(PROMOTION_CACHE_TTL_MS + 500);
    await page.goto(`${origin}/home`);
    expect((await feelsOf()).activity_feels).toBe(false);
    const [activity] = await weekOneActivities('renew');
    const { today } = await promotionToday('renew');
    await logToDay(page, activity!.id, today);
    await page.goto(`${origin}/activities/week/${(await feelsOf()).current_week}?date=${today}`);
    const panel = page.getByTestId('day-panel');
    await expect(panel.getByTestId('entry-activity')).toContainText(activity!.name);
    await expect(panel.getByTestId('feels')).toHaveCount(0);
    await expect(panel.getByRole('radio')).toHaveCount(0);
    await expect(panel.getByText('How did it feel?')).toHaveCount(0);
  } finally {
    await setActivityFeels('renew', true);
    await page.waitForTimeout(PROMOTION_CACHE_TTL_MS + 500);
    expect((await feelsOf()).activity_feels).toBe(true);
  }
});

test('before the program starts the Activities tab shows the unavailable view', async ({ page, baseURL }) => {
  const { origin } = await signInFresh(page, baseURL!, 'globex', 'early.bird');
  await page.goto(`${origin}/activities/all`);
  await expect(page.getByRole('heading', { level: 1, name: 'Logging opens soon' })).toBeVisible();
  await page.goto(`${origin}/activities/prestart`);
  await expect(page.getByRole('heading', { level: 1, name: 'Logging opens soon' })).toBeVisible();
});

test('the home screen at phone and desktop width, with previous scenes to page through', async ({ page, baseURL }) => {
  const origin = baseURL!;
  await answerCookieBar(page, origin);
  await signInAs(page, origin, 'participant@example.com');
  await page.goto(`${origin}/home`);
  await expect(page.getByRole('list', { name: /^Tiles of / })).toBeVisible();
  const position = page.getByTestId('previous-scene-position');
  await expect(position).toHaveText(/^Scene 1 of \d+$/);
  const older = page.getByRole('button', { name: /Older/ });
  // §9: a second move within 500 ms is ignored (a double click moves once).
  await older.dblclick();
  await expect(position).toHaveText(/^Scene 2 of /);
  await page.waitForTimeout(600);
  await older.click();
  await expect(position).toHaveText(/^Scene 3 of /);
  await expect(page.getByTestId('greeting')).not.toBeEmpty();
  await screenshotBoth(page, 'home-v2');
  await expectAccessible(page, 'home');
});

test("another promotion's activity is not found, and its id shows nothing of it", async ({ page, baseURL }) => {
  const { origin } = await signInFresh(page, baseURL!, 'acme', 'crosser');
  const [foreign] = await weekOneActivities('globex');
  await page.goto(`${origin}/activity?activityId=${foreign!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activity could not be found.');
  await expect(page.getByText(foreign!.name)).toHaveCount(0);
  // Without an activityId the detail goes home (§2).
  await page.goto(`${origin}/activity`);
  await expect(page).toHaveURL(/\/home$/);
});
