// Participant evaluations (participant-core.md §4 "Evaluation", §5, §8, §9) and the initial evaluation's questions
// at registration (social-engagement.md "Registration").
import { test, expect, type Page } from '@playwright/test';
import { EVALUATION_MESSAGES as M } from '../../lib/evaluations/messages';
import { answerCookieBar, signInAs, skipEvaluationPrompt } from './support/session';
import { backdateRegistration, createParticipant, promotionToday, weekOneActivities } from './support/home-db';
import { logToDay } from './support/home-api';
import { PENDING_EVALUATION_SESSION_KEY } from '../../lib/evaluations/constants';
import type { OnboardingState } from '../../lib/onboarding/types';
import { freeAcmeIdentifier, NEW_PASSWORD, screenshots, seriousViolations } from './onboarding-support';
import { fillHydrated } from './support/hydration';

const WORK_MODE = 'Where do you usually work?'; // acme's Initial Assessment: the required custom prompt (prisma/seed)
const FIRST_FLOURISHING = 'I lead a purposeful and meaningful life.';

/** GET through the page's session (Node cannot resolve *.localhost). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url)).json(), path);
}

/** The answer of the next GET /api/users/me/onboarding: the pending-evaluation redirect's check. */
async function onboardingCheck(page: Page): Promise<OnboardingState> {
  const response = await page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/me/onboarding');
  return response.json();
}

/** Has this session's pending-evaluation prompt been spent (components/onboarding/pending-evaluation.tsx)? */
const promptDone = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key) !== null, PENDING_EVALUATION_SESSION_KEY);

test.beforeEach(async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
});

test('a pending evaluation waits for the first log, then is shown once per session, checked, saved, and congratulated on My Journey', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const user = await createParticipant('acme', 'evaluator', { has_seen_journey_tutorial: true });
  // Past the first day: on day one the evaluation is only offered (tests/e2e/participant-feel.spec.ts).
  await backdateRegistration(user.id, 3);
  await signInAs(page, baseURL!, user.email, { evaluationPrompt: true });

  // Nothing logged yet: the first home visit is for logging. The server says the prompt waits, and home stays.
  const firstCheck = onboardingCheck(page);
  await page.goto('/home');
  expect(await firstCheck).toMatchObject({ prompt_path: null, prompt_waits: true, pending_evaluation_id: expect.any(Number) });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/^Good (morning|afternoon|evening)/);
  expect(page.url()).toMatch(/\/home$/);
  expect(await promptDone(page)).toBe(false); // the session's one prompt is still to come

  // The first log; the next page (an in-app navigation from home) asks again and goes to the pending evaluation.
  const [activity] = await weekOneActivities('acme');
  await logToDay(page, activity!.id, (await promotionToday('acme')).today);
  const secondCheck = onboardingCheck(page);
  await page.getByRole('link', { name: 'My week' }).click();
  expect(await secondCheck).toMatchObject({ prompt_path: expect.stringMatching(/^\/usereval\/\d+$/), prompt_waits: false });
  await expect(page).toHaveURL(/\/usereval\/\d+$/);
  const definitionId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Initial Assessment');
  await expect(page.getByText('Tell us where you’re starting from', { exact: false })).toBeVisible();
  await expect(page.getByText(M.requiredFields)).toBeVisible();
  await expect(page.getByText('Preferred language for program emails')).toHaveCount(0); // EU only; no location
  await screenshots(page, 'evaluation');
  expect(await seriousViolations(page)).toEqual([]);

  // Submitting without the required answer: the message shows and the field takes the focus.
  await page.getByLabel(FIRST_FLOURISHING).selectOption('6 - Agree');
  await page.getByRole('button', { name: 'Submit' }).click();
  const workMode = page.getByLabel(WORK_MODE);
  await expect(page.getByText(M.fieldRequired)).toBeVisible();
  await expect(workMode).toBeFocused();
  await expect(workMode).toHaveAttribute('aria-invalid', 'true');
  await screenshots(page, 'evaluation-invalid');

  await workMode.selectOption('Remote');
  await expect(page.getByText(M.fieldRequired)).toBeHidden();
  await page.getByLabel('What is one wellbeing goal you have for this program?').fill('Take real breaks');
  await page.getByLabel('I would like weekly wellbeing tips by email.').check();
  // "Saved!" shows for one second before the redirect: watched from inside the page at every frame, since expect's
  // polling (up to a second apart) can miss so short a window on a busy machine.
  const savedShown = page.waitForFunction(
    (text) => [...document.querySelectorAll('[role="status"]')].some((e) => e.textContent?.includes(text)),
    M.saved,
    { polling: 'raf', timeout: 15_000 },
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await savedShown;

  // After 1 s: My Journey, with the congratulations (content evaluation/congratulations).
  await expect(page).toHaveURL(/\/journey\/my$/, { timeout: 10_000 });
  const dialog = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Your answers are saved.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  await screenshots(page, 'evaluation-congratulations');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();

  // Saved and the user refreshed: completed, stats available.
  const definition = await apiGet<{ is_completed: boolean }>(page, `/api/evaluation_definitions/${definitionId}`);
  expect(definition.is_completed).toBe(true);
  const me = await apiGet<{ stats_available: boolean; showing_evaluation_notification: boolean }>(page, '/api/users/me');
  expect(me).toMatchObject({ stats_available: true, showing_evaluation_notification: false });

  // This week's check-in is pending now, but the redirect happened once this session already.
  const state = await apiGet<{ pending_evaluation_id: number | null }>(page, '/api/users/me/onboarding');
  expect(state.pending_evaluation_id).not.toBeNull();
  // The session's prompt is spent: home neither asks the server again nor moves.
  expect(await promptDone(page)).toBe(true);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/users/me/onboarding')) asked.push(request.url());
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/^Good (morning|afternoon|evening)/);
  await page.waitForTimeout(1_500);
  await expect(page).toHaveURL(/\/home$/);
  expect(asked).toEqual([]);

  // A completed evaluation explains itself instead of asking again.
  await page.goto(`/usereval/${definitionId}`);
  await expect(page.getByText(M.alreadyCompleted)).toBeVisible();
  // Another promotion's (or no) definition: the spec's message.
  await page.goto('/usereval/999999');
  await expect(page.getByText(M.notFound)).toBeVisible();
});

test("registration asks the Initial Assessment's questions and stores the answers", async ({ page }) => {
  test.setTimeout(120_000);
  await skipEvaluationPrompt(page);
  await page.goto('/welcome');
  const identifier = await freeAcmeIdentifier(page);
  await page.goto('/register');
  const eligibility = page.getByRole('dialog', { name: 'Confirm your eligibility' });
  await fillHydrated(eligibility.getByLabel('Employee ID'), identifier);
  await eligibility.getByRole('button', { name: 'Continue' }).click();
  await expect(eligibility).toBeHidden();

  const email = `assessed-${Date.now()}@example.com`;
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Retype email').fill(email);
  // The identifier alone prefills no names (registration prefills them from the email on file only).
  await page.getByLabel('First name').fill('Assessed');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Retype password').fill(NEW_PASSWORD);
  await expect(page.getByRole('heading', { level: 2, name: 'Initial Assessment' })).toBeVisible();
  await expect(page.getByText(M.requiredFields)).toBeVisible();

  // The EU-tagged question appears with a European location only.
  const language = page.getByLabel('Preferred language for program emails');
  await page.getByLabel('Region').selectOption({ label: 'Europe' });
  await page.getByLabel('Office').selectOption({ label: 'Dublin' });
  await expect(language).toHaveCount(0);
  await page.getByLabel('Department', { exact: true }).selectOption({ label: 'Customer Care' });
  await expect(language).toBeVisible();
  await language.selectOption('Français');

  // The required question blocks the sign-up and takes the focus.
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText(M.fieldRequired)).toBeVisible();
  await expect(page.getByLabel(WORK_MODE)).toBeFocused();
  await page.getByLabel(WORK_MODE).selectOption('On site');
  await page.getByLabel(FIRST_FLOURISHING).selectOption('5 - Slightly agree');
  await page.getByLabel('I agree to include my anonymous results in my department’s summary.').check();
  await screenshots(page, 'register-questions');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/walkthrough$/, { timeout: 15_000 });

  // Stored as an evaluation of the Initial Assessment: it is completed for the new participant.
  const list = await apiGet<{ data: Array<{ name: string; is_completed: boolean }> }>(page, '/api/evaluation_definitions');
  expect(list.data.find((d) => d.name === 'Initial Assessment')).toMatchObject({ is_completed: true });
});
