// The password reset email body (the mail layout adds the program header and the footer), in the recipient's language.
import type { AnyLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/server/i18n/translator';
import { escapeHtml, escaped } from '@/server/mail/layout';

export function resetEmail(input: { firstName: string; link: string; hours: number; locale: AnyLocale }): { subject: string; html: string } {
  const common = translatorFor(input.locale, 'emails.common');
  const t = translatorFor(input.locale, 'emails.passwordReset');
  const name = input.firstName.trim();
  const greeting = name ? common('greeting', escaped({ name })) : common('greetingNoName');
  const link = escapeHtml(input.link);
  return {
    subject: t('subject'),
    html: [
      `<p>${greeting}</p>`,
      `<p>${t('intro', { hours: input.hours })}</p>`,
      `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:4px;text-decoration:none">${t('button')}</a></p>`,
      `<p style="font-size:14px;color:#52606d">${common('pasteLink', { link })}</p>`,
      `<p>${t('notYou')}</p>`,
    ].join('\n'),
  };
}
