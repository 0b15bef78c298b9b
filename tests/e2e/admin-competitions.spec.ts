// Competitions, behaviors, evaluation definitions and surveys (docs/admin-competitions-and-evaluations.md): a master
// creates a competition from the §9 defaults and a behavior inside its dates, and edits an evaluation definition;
// a participant with nothing else pending is sent to the open Flourishing Scale and answers it. axe on every
// screen; screenshots at phone and desktop widths (tests/screenshots/competitions-*.png).
import { test, expect } from '@playwright/test';
import { browserApi, expectAccessible, logToDay, screenshotBoth } from './support/home-api';
import { createParticipant, promotionToday, weekOneActivities, withClient } from './support/home-db';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { BEHAVIOR_MESSAGES } from '../../lib/competitions/admin';

test('a master creates a competition and a behavior, and edits an evaluation definition', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');
  const acme = await withClient(async (c) => (await c.query<{ id: number; starts_on: string }>(`SELECT id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on FROM promotions WHERE subdomain = 'acme'`)).rows[0]!);
  const stamp = Date.now().toString(36);

  // The list, then a new competition: the §9 defaults, the end day following start and length.
  await page.goto(`${dashboard}/promotion/${acme.id}/competitions`);
  await expect(page.getByRole('heading', { level: 2, name: 'Acme Art Prize' })).toBeVisible();
  await expectAccessible(page, 'competitions');
  await page.getByRole('link', { name: 'New competition' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New competition' })).toBeVisible();
  await expect(page.getByLabel('Minimum team size')).toHaveValue('4');
  await expect(page.getByLabel('Behavior label')).toHaveValue('Thrive');
  await expect(page.getByLabel('Behavior feature label')).toHaveValue('Thrive Thursday');
  await expect(page.getByLabel('Works value (points)')).toHaveValue('400');
  await expect(page.getByLabel('Competition starts')).toHaveValue(acme.starts_on);
  await page.getByLabel('Name').fill(`Sprint ${stamp}`);
  await page.getByLabel('Length (days)').fill('14');
  const end = new Date(Date.parse(`${acme.starts_on}T00:00:00Z`) + 13 * 86_400_000);
  await expect(page.getByTestId('competition-ends-on')).toHaveText(end.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
  await expectAccessible(page, 'competition form');
  await screenshotBoth(page, 'competitions-form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/competitions$/);
  // Later specs read acme's current competition and its Wrap-up: both are put back at the end.
  const competitions = await browserApi<{ data: { id: number; name: string }[] }>(page, 'GET', `/promotions/${acme.id}/competitions`);
  const sprintId = competitions.json.data.find((c) => c.name === `Sprint ${stamp}`)!.id;
  try {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Sprint ${stamp}` }) });
    await expect(card).toContainText('14 days (2 weeks)');
    await screenshotBoth(page, 'competitions-list');

    // A behavior: out of the competition's range is refused before saving; an empty end takes the start.
    await card.getByRole('link', { name: /Behaviors/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Behaviors of Sprint ${stamp}` })).toBeVisible();
    await page.getByLabel('Name').fill('Walk at lunch');
    const late = new Date(end.getTime() + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Start').fill(late);
    await page.getByLabel('End').fill(late);
    await expect(page.getByText(BEHAVIOR_MESSAGES.outsideRange)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add behavior' })).toBeDisabled();
    const third = new Date(Date.parse(`${acme.starts_on}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('End').fill('');
    await page.getByLabel('Start').fill(third);
    await page.getByLabel('Start').blur();
    await expect(page.getByLabel('End')).toHaveValue(third);
    await expectAccessible(page, 'behaviors');
    await page.getByRole('button', { name: 'Add behavior' }).click();
    await expect(page.getByRole('button', { name: 'Edit Walk at lunch' })).toBeVisible();
    await screenshotBoth(page, 'competitions-behaviors');
    const saved = await browserApi<{ data: { name: string; start: string; end: string }[] }>(page, 'GET', `/promotions/${acme.id}/behaviors?competition_id=${page.url().match(/competition\/(\d+)/)![1]}`);
    expect(saved.json.data).toEqual([expect.objectContaining({ name: 'Walk at lunch', start: third, end: third })]);

    // An evaluation definition: the Program Wrap-up's message and one more visible question.
    await page.goto(`${dashboard}/promotion/${acme.id}/evaluations-definitions`);
    await expectAccessible(page, 'definitions');
    const wrapUp = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Program Wrap-up' }) });
    const before = (await browserApi<{ data: Record<string, unknown>[] }>(page, 'GET', `/promotions/${acme.id}/evaluation_definitions`)).json.data.find((d) => d.name === 'Program Wrap-up')!;
    await wrapUp.getByRole('link', { name: /Edit/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Program Wrap-up' })).toBeVisible();
    const message = `You made it! (${stamp})`;
    await page.getByLabel('Message').fill(message);
    const unchecked = page.getByRole('checkbox', { name: /^Visible: CustomPrompt_/, checked: false }).first();
    const name = ((await unchecked.getAttribute('aria-label')) ?? '').replace('Visible: ', '');
    await unchecked.click();
    await expectAccessible(page, 'definition editor');
    await screenshotBoth(page, 'competitions-definition');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/evaluations-definitions$/);
    const definitions = await browserApi<{ data: { name: string; message: string; visible_questions: string }[] }>(page, 'GET', `/promotions/${acme.id}/evaluation_definitions`);
    const edited = definitions.json.data.find((d) => d.name === 'Program Wrap-up')!;
    expect(edited.message).toBe(message);
    expect(edited.visible_questions.split(',')).toContain(name);
    const required = (before.questions as { name: string; required: boolean }[]).filter((q) => q.required).map((q) => q.name).join(',');
    const restored = await browserApi(page, 'PUT', `/promotions/${acme.id}/evaluation_definitions/${before.id}`, { ...before, required_questions: required });
    expect(restored.status).toBe(200);
  } finally {
    await browserApi(page, 'DELETE', `/promotions/${acme.id}/competitions/${sprintId}`);
  }
});

test('a participant with nothing else pending is sent to the Flourishing Scale once and answers it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await answerCookieBar(page, baseURL!);
  const user = await createParticipant('acme', 'surveyor');
  // Registered days ago (a newcomer's first day asks nothing), every evaluation done.
  await withClient(async (c) => {
    await c.query(`UPDATE profiles SET created_at = now() - interval '3 days' WHERE user_id = $1`, [user.id]);
    await c.query(
      `INSERT INTO evaluations (promotion_id, user_id, evaluation_definition_id, answers)
       SELECT d.promotion_id, $1, d.id, '{}'::jsonb FROM evaluation_definitions d JOIN promotions p ON p.id = d.promotion_id WHERE p.subdomain = 'acme'`,
      [user.id],
    );
  });
  await signInAs(page, baseURL!, user.email, { evaluationPrompt: true });
  // The prompt waits for the first logged activity (the first home visit is for logging: evaluations.spec.ts).
  const [activity] = await weekOneActivities('acme');
  await logToDay(page, activity!.id, (await promotionToday('acme')).today);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/survey\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Flourishing Scale' })).toBeVisible();
  await expectAccessible(page, 'survey');
  await screenshotBoth(page, 'competitions-survey');

  // Nothing chosen: each statement says so and the first takes the focus.
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByText('Please choose an answer from 1 to 7.')).toHaveCount(8);
  const first = page.getByRole('group', { name: /I lead a purposeful and meaningful life/ });
  await expect(first.getByRole('radio').first()).toBeFocused();
  // Keyboard: arrows move within one statement's scale.
  await page.keyboard.press('ArrowRight');
  await expect(first.getByRole('radio', { name: /^2/ })).toBeChecked();
  const groups = page.getByRole('form', { name: 'Flourishing Scale' }).getByRole('group');
  for (let i = 1; i < 8; i++) await groups.nth(i).getByRole('radio', { name: new RegExp(`^${(i % 7) + 1}`) }).check();
  await expect(page.getByText('Please choose an answer from 1 to 7.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your answers are saved.' })).toBeVisible();

  const state = await browserApi<{ pending_survey_id: number | null }>(page, 'GET', '/users/me/onboarding');
  expect(state.json.pending_survey_id).toBeNull();
  const stored = await withClient(async (c) => (await c.query<{ answers: Record<string, number> }>(`SELECT answers FROM user_surveys WHERE user_id = $1`, [user.id])).rows);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.answers.q1).toBe(2);
});
