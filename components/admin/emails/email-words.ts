// The email screens' words that come from shared lists (lib/emails): the send-time zones and the test templates named
// in the reader's language (the admin-emails catalog), and the recipient checks worded from it. The lists and the
// checks themselves stay in lib/emails, shared with the server.
import { useTranslations } from 'next-intl';
import { isEmailShape } from '@/lib/emails/recipients';
import type { SendTimeZone } from '@/lib/emails/send-time';
import type { TestEmailTemplateKey } from '@/lib/emails/test-templates';

export type EmailsT = ReturnType<typeof useTranslations<'admin-emails'>>;

const ZONE_KEYS = {
  'America/New_York': 'eastern',
  'America/Chicago': 'central',
  'America/Denver': 'mountain',
  'America/Phoenix': 'arizona',
  'America/Los_Angeles': 'pacific',
  'America/Anchorage': 'alaska',
  'Pacific/Honolulu': 'hawaii',
  UTC: 'utc',
} as const satisfies Record<SendTimeZone, string>;

/** A send-time zone's name ("Eastern Time (US & Canada)"); a zone not in the list shows as stored. */
export const zoneName = (zone: string, t: EmailsT) => (zone in ZONE_KEYS ? t(`zones.${ZONE_KEYS[zone as SendTimeZone]}`) : zone);

const TEMPLATE_KEYS = {
  welcome: 'welcome',
  weekly_reminder: 'weeklyReminder',
  friend_invite: 'friendInvite',
  team_invite: 'teamInvite',
  password_reset: 'passwordReset',
  notification_digest: 'notificationDigest',
} as const satisfies Record<TestEmailTemplateKey, string>;

/** A test template's name ("Weekly reminder"). */
export const templateName = (key: TestEmailTemplateKey, t: EmailsT) => t(`templates.${TEMPLATE_KEYS[key]}`);

/** The first problem of a typed recipient list (lib/emails/recipients.ts recipientsProblem), in the reader's words. */
export function recipientsError(addresses: readonly string[], t: EmailsT): string | null {
  if (addresses.length === 0) return t('errors.recipientsBlank');
  const bad = addresses.find((a) => !isEmailShape(a));
  return bad === undefined ? null : t('errors.invalidAddress', { email: bad });
}
