// Campaign emails and push (docs/push-and-campaign-emails.md): a master schedules a one-time email for the coming
// minute, sees it queued, and the job worker sends it at its time (the queue says sent, the mail was captured); the
// test email and push screens refuse what the spec refuses. axe on every screen; screenshots at two widths.
import { test, expect, type Page } from '@playwright/test';
import { newestMail } from './support/mail-sink';
import { answerCookieBar, dashboardOrigin, signInAs } from './support/session';
import { utcToZoned } from '../../lib/emails/send-time';
import { seriousViolations } from './support/axe';
import { fillHydrated, selectHydrated } from './support/hydration';

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await page.screenshot({ path: `tests/screenshots/emails-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a master schedules a one-time email and the worker sends it at its time; test email and push refuse what the spec refuses', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const dashboard = dashboardOrigin(baseURL!);
  await answerCookieBar(page, dashboard);
  await signInAs(page, dashboard, 'master@example.com');
  await page.goto(`${dashboard}/promotions`);
  await page.getByRole('table', { name: 'Promotions' }).getByRole('link', { name: 'Acme Renew 2026', exact: true }).click();
  await page.waitForURL(/\/promotion\/\d+$/);
  const promotionId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const base = `${dashboard}/promotion/${promotionId}`;

  // Compose: a default send time an hour ahead in Eastern Time; blank recipients are refused.
  await page.goto(`${base}/one_time_email/create`);
  await expect(page.getByRole('heading', { level: 1, name: 'New one-time email' })).toBeVisible();
  await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');
  const subject = `Lunch walk ${Date.now().toString(36)}`;
  await fillHydrated(page.getByLabel('Subject'), subject);
  await page.getByLabel('Message').fill('Join us for a walk at noon.\n\nMeet at the lobby.');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Recipients cannot be blank')).toBeVisible();
  await page.getByLabel('Recipients').fill('participant@example.com | not-an-address');
  await page.getByRole('button', { name: 'Preview recipients' }).click();
  await expect(page.getByText('Must be a valid email address. Ex: not-an-address')).toBeVisible();
  await page.getByLabel('Recipients').fill('participant@example.com');
  // The next whole minute at least 30 s away: queued now, due soon.
  const due = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
  await page.getByLabel('Send at').fill(utcToZoned(due, 'America/New_York'));
  await page.getByRole('button', { name: 'Preview recipients' }).click();
  await expect(page.getByText('1 recipient', { exact: true })).toBeVisible();
  // The email as it will arrive (issue 32): subject and the rendered body in a sandboxed frame, before scheduling.
  await page.getByRole('button', { name: 'Preview email' }).click();
  const rendered = page.getByRole('dialog', { name: 'Email preview' });
  await expect(rendered.getByTestId('email-preview-subject')).toHaveText(subject);
  await expect(rendered.locator('iframe[sandbox=""]').contentFrame().getByText('Meet at the lobby.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await rendered.getByRole('button', { name: 'Plain text' }).click();
  await expect(rendered.getByLabel('Plain-text part')).toContainText('Join us for a walk at noon.');
  await rendered.getByRole('button', { name: 'Close' }).click();
  await screenshots(page, 'compose');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Schedule' }).click();
  await page.waitForURL(/\/one_time_email\/queue$/);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('queued')).toBeVisible();
  await screenshots(page, 'queue');
  expect(await seriousViolations(page)).toEqual([]);

  // The worker's minute scan sends it once its time has come.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: subject }).getByText('sent')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
  await expect.poll(() => newestMail('participant@example.com', 'one_time_email')?.subject ?? null, { timeout: 30_000 }).toBe(subject);

  // Test email: a template must be chosen, at most 10 recipients, and a confirmation names the count.
  await page.goto(`${base}/test_email`);
  await selectHydrated(page.getByLabel('Template'), 'welcome');
  await page.getByLabel('Recipients').fill(Array.from({ length: 11 }, (_, i) => `t${i}@example.com`).join(', '));
  await page.getByRole('button', { name: 'Send test email' }).click();
  await expect(page.getByText('Test emails are limited to 10 participants.')).toBeVisible();
  await page.getByLabel('Recipients').fill('coordinator@example.com; master@example.com');
  await page.getByRole('button', { name: 'Preview email' }).click();
  await expect(page.getByRole('dialog', { name: 'Email preview' }).getByTestId('email-preview-subject')).toContainText('[Test] Welcome to');
  await page.getByRole('dialog', { name: 'Email preview' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Send test email' }).click();
  await expect(page.getByText('Your email will be sent to 2 participants. Are you sure you would like to send?')).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('list').getByText('[Test] Welcome to').first()).toBeVisible();
  await screenshots(page, 'test-email');
  expect(await seriousViolations(page)).toEqual([]);

  // Push: a filter or recipients is needed.
  await page.goto(`${base}/custom_push_notifications`);
  await fillHydrated(page.getByLabel('Title'), 'Walk at noon');
  await page.getByLabel('Message').fill('Meet at the lobby.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('No filter selected')).toBeVisible();
  await page.getByLabel('All participants').check();
  await page.getByRole('button', { name: 'Preview recipients' }).click();
  await expect(page.getByText(/^\d+ recipients, \d+ with notifications on$/)).toBeVisible();
  await screenshots(page, 'push');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${base}/push_notifications`);
  await expect(page.getByRole('heading', { name: 'Scheduled pushes' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
