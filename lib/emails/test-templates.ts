// The templates a test email can send: each of the product's own emails, with sample content, so an administrator
// sees how it arrives (branding, layout, the unsubscribe footer) before participants do.
import { countOf } from '@/lib/format/counts';

export const TEST_EMAIL_TEMPLATES = [
  { key: 'welcome', label: 'Welcome', subject: 'Welcome to {program}', body: '<p>Welcome to {program}! Log your first activity today and watch your points grow.</p>' },
  { key: 'weekly_reminder', label: 'Weekly reminder', subject: 'A new week of {program}', body: '<p>A new week has started. Keep your streak going: log today\'s activities.</p>' },
  { key: 'friend_invite', label: 'Friend invitation', subject: 'A friend invited you to {program}', body: '<p>A colleague would like you to join them in {program}. Register and add them as a friend.</p>' },
  { key: 'team_invite', label: 'Team invitation', subject: 'You are invited to a team', body: '<p>A team leader invited you to join their team in {program}.</p>' },
  { key: 'password_reset', label: 'Password reset', subject: 'Reset your password', body: '<p>Someone asked to reset your password. If it was you, use the link in the real email; this test carries none.</p>' },
  { key: 'notification_digest', label: 'Notification digest', subject: 'You have new notifications', body: '<p>You have new notifications waiting in {program}.</p>' },
] as const;

export type TestEmailTemplateKey = (typeof TEST_EMAIL_TEMPLATES)[number]['key'];
export const TEST_EMAIL_TEMPLATE_KEYS = TEST_EMAIL_TEMPLATES.map((t) => t.key) as [TestEmailTemplateKey, ...TestEmailTemplateKey[]];
/** Test emails go to at most this many addresses. */
export const TEST_EMAIL_MAX_RECIPIENTS = 10;

/** The confirmation before a test email is sent. */
// The spec's sentence, with the one count formatter so that one recipient reads "1 participant".
export const testEmailConfirmation = (n: number) => `Your email will be sent to ${countOf(n, 'participant')}. Are you sure you would like to send?`;
