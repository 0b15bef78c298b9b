// The digest email of one kind: a subject that says what happened ("Maya Patel sent you a friend request." for one,
// "3 new comments and tags on the wall" for several), a list of the notifications with a link to each, and links to
// the notification centre and the email preferences. The layout (server/mail/layout.ts) frames it and adds the
// unsubscribe footer; the text part is written here, so it reads as a message rather than a stripped page. Everything
// is in the recipient's language: the frame here, the notifications' own sentences by the caller (server/notifications/texts.ts).
import type { AnyLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/server/i18n/translator';
import type { ReaderLabels } from '@/server/i18n/promotion-labels';
import { escapeHtml } from '@/server/mail/layout';
import { appUrl } from '@/server/mail/urls';
import { notificationLink, notificationTypeOf } from '@/lib/notifications/kinds';
import type { NotificationMailKind } from './kinds';

export interface DigestItem {
  key: string;
  title: string | null;
  message: string;
  link: string | null;
}

export interface DigestInput {
  kind: NotificationMailKind;
  /** Oldest first. */
  items: readonly DigestItem[];
  firstName: string | null;
  /** The recipient's promotion's subdomain: every link is absolute, on their site. */
  subdomain: string;
  locale: AnyLocale;
  /** The promotion's friend and wall labels, mid-sentence (lower case), in the recipient's language. */
  labels: ReaderLabels;
}

export interface Digest {
  subject: string;
  html: string;
  text: string;
}

/** At most this many are listed; the rest are counted ("and 4 more"). */
export const DIGEST_LIST_LIMIT = 10;

const SUBJECT_KEYS = {
  friends: 'subjectFriends', wall: 'subjectWall', team: 'subjectTeam', badges: 'subjectBadges', duo: 'subjectDuo', gallery: 'subjectGallery',
} as const satisfies Record<NotificationMailKind, string>;

const ONE_LINE = (text: string) => text.replace(/\s+/g, ' ').trim();

type DigestTranslator = ReturnType<typeof translatorFor<'emails.digest'>>;

function subjectOf(t: DigestTranslator, labels: ReaderLabels, kind: NotificationMailKind, items: readonly DigestItem[]): string {
  const several = (count: number) => t(SUBJECT_KEYS[kind], { count, friend: labels.friend, friends: labels.friends, wall: labels.wall });
  if (items.length === 1) return ONE_LINE(items[0]!.message) || ONE_LINE(items[0]!.title ?? '') || several(1);
  return several(items.length);
}

const itemUrl = (subdomain: string, item: DigestItem) =>
  appUrl(subdomain, notificationLink(notificationTypeOf(item.key), item.link) ?? '/notifications');

export function composeDigest({ kind, items, firstName, subdomain, locale, labels }: DigestInput): Digest {
  const common = translatorFor(locale, 'emails.common');
  const t = translatorFor(locale, 'emails.digest');
  const subject = subjectOf(t, labels, kind, items);
  const shown = items.slice(-DIGEST_LIST_LIMIT).reverse(); // newest first, as in the app
  const more = items.length - shown.length;
  const name = firstName?.trim();
  const greeting = name ? common('greeting', { name }) : common('greetingNoName');
  const lead = t('lead', { count: items.length });
  const notificationsUrl = appUrl(subdomain, '/notifications');
  const preferencesUrl = appUrl(subdomain, '/settings/email');

  const rows = shown
    .map((item) => {
      const title = item.title ? `<strong style="display:block;color:#1f2933">${escapeHtml(ONE_LINE(item.title))}</strong>` : '';
      return `<tr><td style="padding:12px 0;border-bottom:1px solid #e4e7eb">${title}<span style="color:#323f4b">${escapeHtml(ONE_LINE(item.message))}</span><br><a href="${escapeHtml(itemUrl(subdomain, item))}" style="color:#0f766e;font-weight:bold">${t('view')}</a></td></tr>`;
    })
    .join('\n');
  const html = [
    `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>`,
    `<p style="margin:0 0 8px">${escapeHtml(lead)}</p>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px">\n${rows}\n</table>`,
    more > 0 ? `<p style="margin:0 0 16px;color:#52606d">${t('more', { count: more })}</p>` : '',
    `<p style="margin:0 0 24px"><a href="${escapeHtml(notificationsUrl)}" style="display:inline-block;padding:12px 20px;background:#0f766e;color:#ffffff;border-radius:999px;text-decoration:none;font-weight:bold">${t('seeAll')}</a></p>`,
    `<p style="margin:0;font-size:14px;color:#52606d">${t.markup('preferences', { link: (chunks) => `<a href="${escapeHtml(preferencesUrl)}" style="color:#52606d">${chunks}</a>` })}</p>`,
  ].filter(Boolean).join('\n');

  const text = [
    greeting,
    '',
    lead,
    '',
    ...shown.map((item) => `- ${item.title ? `${ONE_LINE(item.title)}: ` : ''}${ONE_LINE(item.message)}\n  ${itemUrl(subdomain, item)}`),
    ...(more > 0 ? ['', t('more', { count: more })] : []),
    '',
    t('seeAllText', { url: notificationsUrl }),
    t('preferencesText', { url: preferencesUrl }),
  ].join('\n');

  return { subject, html, text };
}
