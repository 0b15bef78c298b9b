// Learn, support and the small pages (participant-core.md §2 Learn, Support, Sitemap, Feedback, /legal, /eop,
// /opt_in_participation, the 404 page): each page server-rendered from the content, axe clean, at phone and desktop
// widths; the contact form sent by a visitor reaches the coordinator's mailbox; the feedback dialog's rules.
import { expect, test, type Page } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { newestMail } from './support/mail-sink';
import { seriousViolations } from './onboarding-support';

const SHOTS = 'tests/screenshots';

async function screenshots(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150); // let layout settle after the resize
    await page.screenshot({ path: `${SHOTS}/learn-support-${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** Opens a page, checks its heading arrived with the server's HTML (no spinner), axe and screenshots. */
async function visit(page: Page, path: string, heading: string, name: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  // Server-rendered: the heading is in the HTML the server sent, before any script ran.
  const html = (await response?.text()) ?? '';
  expect(html, `${path} arrives rendered`).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
  expect(await seriousViolations(page), `axe on ${path}`).toEqual([]);
  await screenshots(page, name);
}

test.describe('as a visitor', () => {
  test('reads help, legal texts and the sitemap, and contacts the program team', async ({ page, baseURL }) => {
    const origin = baseURL!;
    await answerCookieBar(page, origin);

    await visit(page, '/support/faqs', 'Help', 'faqs');
    await expect(page.getByRole('link', { name: 'FAQs' })).toHaveAttribute('aria-current', 'page');
    const question = page.getByText('How many activities can I log each day?');
    await question.click();
    await expect(page.getByText('Up to three a day.')).toBeVisible();

    await visit(page, '/legal/privacy', 'Privacy Policy', 'privacy');
    await visit(page, '/legal/terms', 'Terms of Use', 'terms');
    await visit(page, '/opt_in_participation', 'Opt-in Participation', 'opt-in');

    await visit(page, '/sitemap', 'Sitemap', 'sitemap-visitor');
    const sitemap = page.getByRole('navigation', { name: 'Sitemap' });
    for (const label of ['Welcome', 'Using the program', 'Contact', 'Privacy Policy', 'Terms', 'Mobile App']) {
      await expect(sitemap.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(sitemap.getByRole('link', { name: 'My Journey' })).toHaveCount(0);

    // The contact form: required fields first, then sent, confirmed and reset.
    await visit(page, '/support/contact', 'Contact', 'contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('First name is required.')).toBeVisible();
    await expect(page.getByText('Message is required.')).toBeVisible();
    const marker = `e2e-${Date.now()}`;
    await page.getByLabel('First name').fill('Vera');
    await page.getByLabel('Last name').fill('Visitor');
    await page.getByLabel('Email', { exact: true }).fill('vera.visitor@example.com');
    await page.getByLabel('Topic (optional)').selectOption('Registration and signing in');
    await page.getByLabel('Subject (optional)').fill('Cannot find my employee ID');
    await page.getByLabel('Message', { exact: true }).fill(`Where do I find my employee ID? (${marker})`);
    await page.getByRole('button', { name: 'Send message' }).click();
    const submitted = page.getByRole('dialog', { name: 'Submitted' });
    await expect(submitted).toBeVisible();
    await expect(submitted).toContainText('Thank you. Message sent successfully.');
    expect(await seriousViolations(page)).toEqual([]);
    await submitted.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('First name')).toHaveValue('');

    // The promotion's coordinator got it by email.
    let text = '';
    await expect
      .poll(() => (text = newestMail('coordinator@example.com', 'contact_request')?.text ?? ''), { message: 'the contact request mail', timeout: 30_000 })
      .toContain(marker);
    expect(text).toContain('vera.visitor@example.com');
    expect(text).toContain('Registration and signing in');

    // Signed-in pages send a visitor to sign in first.
    await page.goto('/learn/why-renew');
    await expect(page).toHaveURL(/\/welcome\?login/);
  });
});

test.describe('as a participant', () => {
  test('learns, reads the sitemap and the end of the program, sends feedback, and meets the 404 page', async ({ page, baseURL }) => {
    const origin = baseURL!;
    await answerCookieBar(page, origin);
    await signInAs(page, origin, 'participant@example.com');

    await visit(page, '/learn/why-renew', 'Why Renew?', 'why-renew');
    await page.getByRole('link', { name: 'Resources', exact: true }).click();
    await expect(page).toHaveURL(/\/learn\/resources$/);
    await page.getByRole('link', { name: 'Mental health' }).click();
    await expect(page).toHaveURL(/category=mental-health/);
    await expect(page.getByRole('heading', { level: 2, name: 'Mental health' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sleep' })).toHaveCount(0);
    await visit(page, '/learn/resources?category=mental-health', 'Resources', 'resources');

    await visit(page, '/sitemap', 'Sitemap', 'sitemap');
    const sitemap = page.getByRole('navigation', { name: 'Sitemap' });
    for (const label of ['Home', 'Activities', 'My Journey', 'Tips', 'Recipes', 'Learn', 'Notifications', 'Edit Profile', 'Email Preferences', 'Help', 'Contact', 'Terms']) {
      await expect(sitemap.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(sitemap.locator('section')).toHaveCount(3);

    await visit(page, '/eop', 'Thank you for renewing with us', 'eop');
    await expect(page.getByText('Points earned')).toBeVisible();

    // The feedback dialog: required fields, then sent, and back to where it was opened from.
    await page.goto('/how-it-works');
    await page.goto('/feedback');
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).not.toHaveValue('');
    await dialog.getByLabel('Email', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByText('Email is required.')).toBeVisible();
    await expect(dialog.getByText('Feedback is required.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'feedback');
    await dialog.getByLabel('Email', { exact: true }).fill('participant@example.com');
    await dialog.getByLabel('Your feedback').fill('The breathing activities help me before meetings.');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you for your feedback.');
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);

    // From the Contact page the dialog opens in place, and closing it stays there.
    await visit(page, '/support/contact', 'Contact', 'contact-signed-in');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('participant@example.com');
    // (clicked again until the page has hydrated and the button answers)
    await expect(async () => {
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await expect(page.getByRole('dialog', { name: 'Feedback' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await page.getByRole('dialog', { name: 'Feedback' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Feedback' })).toBeHidden();
    await expect(page).toHaveURL(/\/support\/contact$/);

    // The 404 page: a random content item of category 404.
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/This trail doesn’t go anywhere|An empty tile|All quiet here|A little detour/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'not-found');
  });
});
