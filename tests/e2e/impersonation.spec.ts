// Impersonation (docs/impersonation.md): a coordinator, signed in on their promotion's own host, opens the participant
// view of one of its participants, waits the spec's 3 s, lands on the participant's home with the "Viewing as" banner,
// and Stop ends that view (the participant's session is gone) and gives the coordinator their own session back on the
// participants tab. axe on both screens.
import { test, expect } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { createParticipant } from './support/home-db';
import { originOf } from './support/fresh-participant';
import { sessionApi } from './support/session-api';
import { seriousViolations } from './support/axe';

test('a coordinator views the product as a participant, sees the banner, and stops', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const acme = originOf(baseURL!, 'acme');
  const participant = await createParticipant('acme', 'viewed');
  await answerCookieBar(page, acme);
  await signInAs(page, acme, 'coordinator@example.com');
  const coordinatorId = (await sessionApi(page, acme, 'GET', '/api/users/me')).json.id;

  await page.goto(`${acme}/users/impersonate?impersonate_id=${participant.id}`);
  await expect(page.getByRole('status')).toContainText('as Viewed Tester in 3 seconds');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'tests/screenshots/impersonation-launch.png' });

  await page.waitForURL(`${acme}/home`, { timeout: 15_000 });
  const banner = page.getByRole('region', { name: 'Viewing as another user' });
  await expect(banner).toContainText('Viewing as Viewed Tester');
  expect((await sessionApi(page, acme, 'GET', '/api/users/me')).json.id).toBe(participant.id);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'tests/screenshots/impersonation-banner.png' });

  await banner.getByRole('button', { name: 'Stop' }).click();
  await page.waitForURL(`${acme}/coordinator/dashboard/participants`);
  await expect(page.getByRole('region', { name: 'Viewing as another user' })).toHaveCount(0);
  expect((await sessionApi(page, acme, 'GET', '/api/users/me')).json.id).toBe(coordinatorId);
});
