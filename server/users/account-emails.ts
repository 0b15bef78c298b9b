// The notices about one's own account (the mail layout adds the program header and the footer), in the recipient's
// language.
import type { AnyLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/server/i18n/translator';
import { escaped } from '@/server/mail/layout';

export function credentialsChangedEmail(input: { firstName: string; changed: ('password' | 'email')[]; newEmail: string | null; locale: AnyLocale }): { subject: string; html: string } {
  const common = translatorFor(input.locale, 'emails.common');
  const t = translatorFor(input.locale, 'emails.credentialsChanged');
  const changed = input.changed.length > 1 ? 'both' : input.changed[0] === 'password' ? 'password' : 'email';
  const name = input.firstName.trim();
  return {
    subject: t('subject', { changed }),
    html: [
      `<p>${name ? common('greeting', escaped({ name })) : common('greetingNoName')}</p>`,
      `<p>${t('changed', { changed })}</p>`,
      input.newEmail ? `<p>${t('newAddress', escaped({ email: input.newEmail }))}</p>` : '',
      `<p>${t('notYou')}</p>`,
    ].filter(Boolean).join('\n'),
  };
}
