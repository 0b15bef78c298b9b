// Consent (docs/privacy.md "Consent"): a participant who has not accepted the current privacy policy is asked once, in
// the interruption queue; Accept records the version through the consent API and the prompt does not come back. The
// cookie card's answer is recorded through the same API (answerCookieBar's cookie is handed over after sign-in, and
// the card's own Accept writes `all`). axe on the prompt.
import { test, expect } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { createParticipant, withClient } from './support/home-db';
import { originOf } from './support/fresh-participant';
import { expectNoSeriousA11yViolations } from './support/journey-checks';
import { PRIVACY_POLICY_VERSION } from '../../lib/privacy/constants';

const consentOf = (id: number) =>
  withClient(async (c) => (await c.query<{ privacy_policy_version: string | null; cookie_choice: string | null }>(
    'SELECT privacy_policy_version, cookie_choice FROM users WHERE id = $1', [id])).rows[0]!);

test('a participant who has not accepted the current policy is asked once; the cookie choice is recorded too', async ({ page, baseURL }) => {
  const user = await createParticipant('acme', 'policy');
  await withClient((c) => c.query('UPDATE users SET privacy_policy_version = NULL, privacy_policy_accepted_at = NULL WHERE id = $1', [user.id]));
  const origin = originOf(baseURL!, 'acme');
  await answerCookieBar(page, origin);
  await signInAs(page, origin, user.email);
  await page.goto(`${origin}/settings/what-my-employer-sees`);

  const prompt = page.getByRole('region', { name: 'Privacy policy' });
  await expect(prompt.getByRole('heading', { name: 'Our privacy policy has changed' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The browser's earlier cookie answer (decline) reached the account.
  await expect.poll(async () => (await consentOf(user.id)).cookie_choice).toBe('essential');

  await prompt.getByRole('button', { name: 'Accept' }).click();
  await expect(prompt).toHaveCount(0);
  await expect.poll(async () => (await consentOf(user.id)).privacy_policy_version).toBe(PRIVACY_POLICY_VERSION);
  await page.reload();
  await expect(page.getByTestId('privacy-floor')).toBeVisible();
  // The consent answer arrives after the page: give the prompt the time it would need to show.
  await page.waitForTimeout(1000);
  await expect(page.getByRole('region', { name: 'Privacy policy' })).toHaveCount(0);
});

test('the cookie card records its answer for a signed-in participant', async ({ page, baseURL }) => {
  const user = await createParticipant('acme', 'cookies');
  const origin = originOf(baseURL!, 'acme');
  await signInAs(page, origin, user.email);
  await page.goto(`${origin}/settings/what-my-employer-sees`);
  const card = page.getByRole('region', { name: 'Cookie consent' });
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card).toHaveCount(0);
  await expect.poll(async () => (await consentOf(user.id)).cookie_choice).toBe('all');
  // The registered participant accepted the current policy: nothing asks.
  await expect(page.getByRole('region', { name: 'Privacy policy' })).toHaveCount(0);
});
