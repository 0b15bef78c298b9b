// The two emails of friends (the mail layout adds the program header and the footer): the invitation to someone
// without an account, with the registration link to the promotion's site, and a participant's message to a friend.
// Both in the recipient's language; the sender's own words are theirs.
import type { AnyLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/server/i18n/translator';
import { escapeHtml, escaped } from '@/server/mail/layout';

const button = (href: string, label: string) =>
  `<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:4px;text-decoration:none">${label}</a></p>`;

/** The sender's own words, escaped, line breaks kept. */
const quoted = (message: string) =>
  `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #cbd2d9;color:#1f2933">${escapeHtml(message).replace(/\r?\n/g, '<br>')}</blockquote>`;

interface Localized {
  locale: AnyLocale;
  /** The promotion's friend label, mid-sentence, in the recipient's language (server/i18n/promotion-labels.ts). */
  friendLabel: string;
}

export interface InvitationEmail extends Localized {
  senderName: string;
  message: string | null;
  registerUrl: string;
}

/** A friend request to an address without an account: join the program, and the request is waiting. */
export function invitationEmail({ senderName, message, registerUrl, locale, friendLabel }: InvitationEmail): { subject: string; html: string; text: string } {
  const common = translatorFor(locale, 'emails.common');
  const t = translatorFor(locale, 'emails.friendInvitation');
  const link = escapeHtml(registerUrl);
  const values = { sender: senderName, friend: friendLabel };
  return {
    subject: t('subject', values),
    html: [
      `<p>${common('greetingNoName')}</p>`,
      `<p>${t('intro', escaped(values))}</p>`,
      message ? quoted(message) : '',
      button(link, common('createAccountButton')),
      `<p style="font-size:14px;color:#52606d">${common('pasteLink', { link })}</p>`,
      `<p>${t('waiting', escaped(values))}</p>`,
    ].filter(Boolean).join('\n'),
    text: [
      common('greetingNoName'),
      '',
      t('intro', values),
      ...(message ? ['', message] : []),
      '',
      common('createAccountText', { url: registerUrl }),
      '',
      t('waitingText', values),
    ].join('\n'),
  };
}

export interface FriendEmail extends Localized {
  senderName: string;
  senderEmail: string;
  recipientFirstName: string | null;
  message: string;
}

/**
 * A participant's message to a friend from the user popup. The mail goes out from the program's address, so the
 * sender's own address is in the body to answer to.
 */
export function friendEmail({ senderName, senderEmail, recipientFirstName, message, locale, friendLabel }: FriendEmail): { subject: string; html: string; text: string } {
  const common = translatorFor(locale, 'emails.common');
  const t = translatorFor(locale, 'emails.friendMessage');
  const name = recipientFirstName?.trim();
  const greeting = name ? common('greeting', { name }) : common('greetingNoName');
  const address = escapeHtml(senderEmail);
  const values = { sender: senderName, friend: friendLabel };
  return {
    subject: t('subject', values),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${t('intro', escaped(values))}</p>`,
      quoted(message),
      `<p>${t.markup('answer', { ...escaped({ sender: senderName, email: senderEmail }), link: (chunks) => `<a href="mailto:${address}">${chunks}</a>` })}</p>`,
    ].join('\n'),
    text: [greeting, '', t('intro', values), '', message, '', t('answerText', { sender: senderName, email: senderEmail })].join('\n'),
  };
}
