// The templates a test email can send: each of the product's own emails, with sample content, so an administrator
// sees how it arrives (branding, layout, the unsubscribe footer) before participants do. Their subject and body are in
// the `emails` catalog (testTemplates), in the promotion's default language (server/test-emails/mutations.ts).
import { countOf } from '@/lib/format/counts';

export const TEST_EMAIL_TEMPLATES = [
  { key: 'welcome', label: 'Welcome' },
  { key: 'weekly_reminder', label: 'Weekly reminder' },
  { key: 'friend_invite', label: 'Friend invitation' },
  { key: 'team_invite', label: 'Team invitation' },
  { key: 'password_reset', label: 'Password reset' },
  { key: 'notification_digest', label: 'Notification digest' },
] as const;

export type TestEmailTemplateKey = (typeof TEST_EMAIL_TEMPLATES)[number]['key'];
export const TEST_EMAIL_TEMPLATE_KEYS = TEST_EMAIL_TEMPLATES.map((t) => t.key) as [TestEmailTemplateKey, ...TestEmailTemplateKey[]];
/** Test emails go to at most this many addresses. */
export const TEST_EMAIL_MAX_RECIPIENTS = 10;

/** The confirmation before a test email is sent. */
// The spec's sentence, with the one count formatter so that one recipient reads "1 participant".
export const testEmailConfirmation = (n: number) => `Your email will be sent to ${countOf(n, 'participant')}. Are you sure you would like to send?`;
