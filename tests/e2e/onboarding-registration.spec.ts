// A newcomer's first minutes (social-engagement.md "Registration", "Walkthrough and prestart"): registration
// through the eligibility check, the walkthrough, the area-of-interest choice, and home.
import { test, expect } from '@playwright/test';
import { ONBOARDING_MESSAGES as M, eligibilityMessages } from '../../lib/onboarding/messages';
import { answerCookieBar, signInAs, skipEvaluationPrompt } from './support/session';
import { freeAcmeRecord, globexOrigin, registerGlobexParticipant, screenshots, seriousViolations } from './onboarding-support';

const LABEL = 'Employee ID'; // acme has no eligibility label content: the default
const PASSWORD = 'Fresh-start9';

test.beforeEach(async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
});

test('a newcomer registers through eligibility, takes the tour, chooses a focus and lands home', async ({ page }) => {
  test.setTimeout(180_000); // one journey across four screens, with screenshots and axe on each
  await skipEvaluationPrompt(page); // this week's check-in is pending once home: tests/e2e/evaluations.spec.ts
  await page.goto('/welcome');
  const record = await freeAcmeRecord();
  const identifier = record.identifier;
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);

  // Eligibility comes first: required, unknown, already used, then a free record.
  const eligibility = page.getByRole('dialog', { name: 'Confirm your eligibility' });
  await expect(eligibility).toBeVisible();
  // Behind a modal dialog the page is hidden from assistive technology (aria-hidden), as a modal should make it.
  await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('Join Renew');
  await screenshots(page, 'register-eligibility');
  expect(await seriousViolations(page)).toEqual([]);
  const idField = eligibility.getByLabel(LABEL);
  await eligibility.getByRole('button', { name: 'Continue' }).click();
  await expect(eligibility.getByText(eligibilityMessages(LABEL).required)).toBeVisible();
  await idField.fill('NOT-A-REAL-ID');
  await eligibility.getByRole('button', { name: 'Continue' }).click();
  await expect(eligibility.getByText(eligibilityMessages(LABEL).invalid)).toBeVisible();
  await idField.fill('ACME-10001');
  await eligibility.getByRole('button', { name: 'Continue' }).click();
  await expect(eligibility.getByText(eligibilityMessages(LABEL).inUse)).toBeVisible();
  await idField.fill(identifier);
  await eligibility.getByRole('button', { name: 'Continue' }).click();
  await expect(eligibility).toBeHidden();

  // The identifier alone brings no names (it is guessable), nor ever the record's email; typing the email on file
  // proves the record is the person's, and its names fill the empty name fields.
  await expect(page.getByText(`${LABEL} ${identifier} confirmed`)).toBeVisible();
  const email = page.getByLabel('Work email');
  await expect(email).toHaveValue('');
  await expect(page.getByLabel('First name')).toHaveValue('');
  expect(record.email, 'the seed gives free records an email on file').toBeTruthy();
  await email.fill(record.email!);
  await expect(page.getByText('✓ Available')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByLabel('First name')).toHaveValue(record.first_name ?? '', { timeout: 5_000 });
  await expect(page.getByLabel('Last name')).toHaveValue(record.last_name ?? '');
  const prefilled = `registrant-${Date.now()}@example.com`;

  // Uniqueness is checked a second after typing, with a way to log in instead.
  await email.fill('participant@example.com');
  await expect(page.getByText('This email is already in use.')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('link', { name: 'Log in instead' })).toHaveAttribute('href', '/welcome?login');
  await email.fill(prefilled);
  await expect(page.getByText('✓ Available')).toBeVisible({ timeout: 5_000 });

  await page.getByLabel('Retype email').fill(prefilled.toUpperCase()); // case-insensitive
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('short');
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible({ timeout: 5_000 });
  await password.fill(PASSWORD);
  await expect(page.getByText('Password must be at least 8 characters.')).toBeHidden({ timeout: 5_000 });
  await page.getByLabel('Retype password').fill('Fresh-start8');
  await expect(page.getByText(M.passwordsDoNotMatch)).toBeVisible({ timeout: 5_000 });
  await page.getByLabel('Retype password').fill(PASSWORD);

  // Submitting without a location names the first level still to choose.
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText(M.locationRequired)).toBeVisible();
  await page.getByLabel('Region').selectOption({ label: 'North America' });
  await page.getByLabel('Office').selectOption({ label: 'Chicago' });
  await page.getByLabel('Department', { exact: true }).selectOption({ label: 'Engineering' });
  await page.getByLabel('State').selectOption({ label: 'District of Columbia' });
  await page.getByLabel('Where do you usually work?').selectOption('Hybrid'); // the Initial Assessment's required question
  await screenshots(page, 'register-form');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create my account' }).click();

  // The walkthrough: acme has started, so the has-started intro shows first.
  await expect(page).toHaveURL(/\/walkthrough$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome — you’re right on time');
  await screenshots(page, 'walkthrough-intro');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Take the tour' }).click();
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose an activity');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fill a tile');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose an activity');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reflect in your journal');
  await screenshots(page, 'walkthrough-step');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Choose my focus' }).click();

  // Prestart: one area of interest (acme: min 1, max 1); the others fade once one is chosen.
  await expect(page).toHaveURL(/\/prestart\/aoi$/);
  await expect(page.getByText('Choose 1 area of interest.')).toBeVisible();
  const go = page.getByRole('button', { name: 'Let’s go' });
  await expect(go).toBeDisabled();
  await page.getByRole('button', { name: 'Rest & Sleep' }).click();
  await page.getByRole('button', { name: 'Stress Relief' }).click(); // a single choice moves
  await expect(page.getByRole('button', { name: 'Stress Relief' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Rest & Sleep' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Move More' })).toHaveAttribute('data-faded', 'true');
  await screenshots(page, 'prestart-aoi');
  expect(await seriousViolations(page)).toEqual([]);
  await go.click();

  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
  const first = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(first).toMatch(/^Good (morning|afternoon|evening), \S+/);
  // Seen and been home: the onboarding screens step aside.
  await page.goto('/walkthrough');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/prestart/aoi');
  await expect(page).toHaveURL(/\/home$/);
});

test('closing the eligibility dialog returns to welcome', async ({ page }) => {
  await page.goto('/register');
  const eligibility = page.getByRole('dialog', { name: 'Confirm your eligibility' });
  await expect(eligibility).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('a signed-in participant is not asked to register, and the walkthrough sends the walked-through home', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, 'participant@example.com');
  await page.goto('/register');
  await expect(page).toHaveURL(/\/home$/);
});

test('a participant held to the walkthrough sees it, and the app prompt (Add to Home Screen, no store link) once on a phone', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await answerCookieBar(page, baseURL!);
  await signInAs(page, baseURL!, 'newcomer@example.com');
  await page.goto('/walkthrough');
  const prompt = page.getByRole('dialog', { name: 'Renew is better in the app' });
  await expect(prompt).toBeVisible();
  // The demo configures no store app (no placeholder ids): on an iPhone the prompt offers Safari's Add to Home Screen.
  await expect(prompt.getByText(/tap Share in Safari, then Add to Home Screen/)).toBeVisible();
  await expect(prompt.getByRole('link')).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name.startsWith('mobile_prompt_'));
  expect(cookie?.value).toBe('1');
  await page.reload();
  await page.waitForTimeout(1_500);
  await expect(prompt).toBeHidden();
  await context.close();
});

test('before the start the not-started intro shows once, and prestart basics counts down to day one', async ({ page, baseURL }) => {
  const globex = globexOrigin(baseURL!);
  await answerCookieBar(page, globex);
  await registerGlobexParticipant(page, baseURL!);

  await page.goto(`${globex}/walkthrough`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Renew');
  // Marked started early: the next visit goes straight to the steps.
  await expect.poll(async () => {
    await page.reload();
    return page.getByText('Step 1 of 5').isVisible();
  }, { timeout: 10_000 }).toBe(true);

  await page.goto(`${globex}/prestart/basics`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Almost time');
  await expect(page.getByRole('group', { name: /^Renew at Globex begins in: \d+ days/ })).toBeVisible();
  await screenshots(page, 'prestart-basics');
  expect(await seriousViolations(page)).toEqual([]);
  // Still held to the walkthrough until the first visit home.
  await page.goto(`${globex}/home`);
  await expect(page).toHaveURL(`${globex}/walkthrough`);
});
