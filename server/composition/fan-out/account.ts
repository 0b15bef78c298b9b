// Mail about the account itself (settings): stored and queued like every mail (server/mail/send.ts), so
// delivery is retried by the email.send job.
import { sendEmail } from '@/server/mail/send';
import { recipientLocale } from '@/server/mail/locale';
import { credentialsChangedEmail } from '@/server/users/account-emails';
import type { DomainEventMap } from '@/server/events/types';
import { handler } from '@/server/events/handler';

/** The password or email changed: the old address hears of it (a change its owner did not make is then noticed). */
export const credentialsChangedMail = handler<DomainEventMap['account.credentials_changed']>({
  name: 'mail.credentialsChanged',
  run: async ({ promotionId, to, firstName, changed, newEmail }) => {
    // The old address is the account's no more when the email changed: the account's language is read by the new one.
    const locale = await recipientLocale(promotionId, newEmail ?? to);
    const { subject, html } = credentialsChangedEmail({ firstName, changed, newEmail, locale });
    await sendEmail({ to, subject, html, kind: 'account_changed', promotionId, locale });
  },
});
