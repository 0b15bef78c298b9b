// Support after the commit: a contact request is mailed to each of the promotion's coordinators (docs/learn-and-support.md).
// sendEmail stores every message and queues its delivery on 'email.send' (retried with backoff); the request row
// itself is stored whatever happens here.
import { sendEmail } from '@/server/mail/send';
import { findPromotionBranding, DEFAULT_PROGRAM_NAME } from '@/server/mail/queries';
import { recipientLocalesOf } from '@/server/mail/locale';
import { contactRecipients, findContactRequest } from '@/server/support/queries';
import { contactEmail } from '@/server/support/contact-email';
import type { BrowserInfo } from '@/lib/support/schemas';
import type { DomainEventMap } from '@/server/events/types';
import { handler } from '@/server/events/handler';

/**
 * The response says 'Thank you. Message sent successfully.', so a mail that could not even be queued fails the
 * request and the person can send again (the stored request stays for support).
 */
export const contactRequestMail = handler<DomainEventMap['contact_request.created']>({
  name: 'mail.contactRequest',
  onFailure: 'fail-request',
  run: async ({ promotionId, contactRequestId }) => {
    const [request, recipients, branding] = await Promise.all([
      findContactRequest(contactRequestId), contactRecipients(promotionId), findPromotionBranding(promotionId),
    ]);
    if (!request || recipients.length === 0) return;
    // Each coordinator reads it in their own language (all of theirs read at once).
    const locales = await recipientLocalesOf(promotionId, recipients);
    for (const to of recipients) {
      const locale = locales.get(to)!;
      const mail = contactEmail({
        programName: branding?.programName ?? DEFAULT_PROGRAM_NAME,
        firstName: request.first_name, lastName: request.last_name, email: request.email, organization: request.organization,
        subject: request.subject, message: request.message, extraTags: request.extra_tags,
        info: (request.info ?? {}) as BrowserInfo & { user_id?: number | null },
        receivedAt: request.created_at.toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
        locale,
      });
      await sendEmail({ to, subject: mail.subject, html: mail.html, text: mail.text, kind: 'contact_request', promotionId, locale }, { branding });
    }
  },
});
