// Settings → Edit Preferences (participant-core.md §2 Settings, §5 the unsubscribe-all rule, §8 'Saved!' for 3 s and
// 'Could not save changes.', the Stay/Leave question): change preferences, save, reload and find them stuck; a failed
// save; leaving with unsaved changes; axe and screenshots.
import { test, expect, type Page } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from './support/journey-checks';

const LEAVE_QUESTION = "You've made changes but haven't saved them. Are you sure you want to leave?";
const preference = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });
const unsubscribeAll = (page: Page) => page.getByRole('checkbox', { name: 'Unsubscribe from all' });
const SWITCHES = ['Friend requests', 'Wall comments and tags', 'Team', 'Duos', 'Badges', 'Gallery', 'Daily reminder'];

test.beforeEach(async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
  await signInAs(page, baseURL!, 'participant@example.com');
});

test('change preferences, save, reload: they stuck; unsubscribe-all clears the others and any other clears it', async ({ page }) => {
  // /settings opens on Edit Personal Settings now; Edit Preferences is its second tab.
  await page.goto('/settings/email');
  await expect(page.getByRole('navigation', { name: 'Settings tabs' }).getByRole('link', { name: 'Edit Preferences' })).toHaveAttribute('aria-current', 'page');
  await expect(preference(page, 'Team')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'settings-email');

  await unsubscribeAll(page).check();
  for (const name of SWITCHES) await expect(preference(page, name)).toHaveAttribute('aria-checked', 'false');
  await preference(page, 'Badges').click();
  await expect(unsubscribeAll(page)).not.toBeChecked();
  await preference(page, 'Daily reminder').click();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toBeVisible();
  // 'Saved!' goes after 3 s.
  await expect(page.getByText('Saved!')).toBeHidden({ timeout: 5_000 });

  await page.reload();
  await expect(preference(page, 'Badges')).toHaveAttribute('aria-checked', 'true');
  await expect(preference(page, 'Daily reminder')).toHaveAttribute('aria-checked', 'true');
  for (const name of ['Friend requests', 'Wall comments and tags', 'Team', 'Duos', 'Gallery']) {
    await expect(preference(page, name)).toHaveAttribute('aria-checked', 'false');
  }
  await expect(unsubscribeAll(page)).not.toBeChecked();
});

test('a failed save says so; leaving with unsaved changes asks, Stay keeps the form, Leave goes', async ({ page }) => {
  await page.goto('/settings/email');
  await preference(page, 'Team').click();

  await page.route('**/api/users/me/subscription', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { errors: ['Oops, something went wrong'] } }) : route.continue());
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not save changes.' })).toBeVisible();
  await page.unroute('**/api/users/me/subscription');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  const question = page.getByRole('alertdialog', { name: LEAVE_QUESTION });
  await expect(question).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'settings-email-leave', undefined, false);
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/settings\/email$/);
  await expect(preference(page, 'Team')).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await page.getByRole('alertdialog', { name: LEAVE_QUESTION }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/terms/);
});
