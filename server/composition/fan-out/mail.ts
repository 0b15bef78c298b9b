// Mail after the commit. sendEmail stores the message and queues its delivery on the 'email.send' job, which
// retries with backoff (server/jobs/queues.ts): what can still fail here is storing or queueing it.
import { sendEmail } from '@/server/mail/send';
import { recipientLocale } from '@/server/mail/locale';
import { resetEmail } from '@/server/password-reset/email';
import type { DomainEventMap } from '@/server/events/types';
import { handler } from '@/server/events/handler';

/**
 * The forgotten-password reset link. The response says `email_sent: true`, so a mail that could not even be
 * queued fails the request and the person can ask again (the message row is marked failed by sendEmail).
 */
export const passwordResetMail = handler<DomainEventMap['password_reset.requested']>({
  name: 'mail.passwordReset',
  onFailure: 'fail-request',
  run: async ({ to, firstName, link, hours, promotionId }) => {
    const locale = await recipientLocale(promotionId, to);
    const { subject, html } = resetEmail({ firstName, link, hours, locale });
    await sendEmail({ to, subject, html, kind: 'password_reset', promotionId, locale });
  },
});
