// The team invitation to an address without an account (the mail layout adds the program header and the footer):
// join the program with this address and the invitation to the team will be waiting. In the recipient's language.
import type { AnyLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/server/i18n/translator';
import { escapeHtml, escaped } from '@/server/mail/layout';

export interface TeamInvitationEmail {
  senderName: string;
  teamName: string;
  registerUrl: string;
  locale: AnyLocale;
}

export function teamInvitationEmail({ senderName, teamName, registerUrl, locale }: TeamInvitationEmail): { subject: string; html: string; text: string } {
  const common = translatorFor(locale, 'emails.common');
  const t = translatorFor(locale, 'emails.teamInvitation');
  const link = escapeHtml(registerUrl);
  const values = { sender: senderName, team: teamName };
  const html = escaped(values);
  return {
    subject: t('subject', values),
    html: [
      `<p>${common('greetingNoName')}</p>`,
      `<p>${t.markup('intro', { ...html, strong: (chunks) => `<strong>${chunks}</strong>` })}</p>`,
      `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:4px;text-decoration:none">${common('createAccountButton')}</a></p>`,
      `<p style="font-size:14px;color:#52606d">${common('pasteLink', { link })}</p>`,
      `<p>${t('waiting', html)}</p>`,
    ].join('\n'),
    text: [
      common('greetingNoName'),
      '',
      t('introText', values),
      '',
      common('createAccountText', { url: registerUrl }),
      '',
      t('waiting', values),
    ].join('\n'),
  };
}
