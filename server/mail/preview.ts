// What an email will look like before it is sent (issue 32): the test email's template or the one-time email as typed,
// through the very renderer sendEmail stores (renderOutgoingEmail: the promotion's layout, links and an unsubscribe
// link), addressed to the viewer. Nothing is stored, queued or sent.
import 'server-only';
import type { EmailPreview } from '@/lib/emails/types';
import type { EmailPreviewBody } from '@/lib/emails/schemas';
import { testEmailContent } from '@/server/test-emails/mutations';
import { emailBodyHtml } from '@/server/one-time-emails/body';
import { renderOutgoingEmail, sendEmailInputSchema } from './send';

export async function previewEmail(promotionId: number, viewerEmail: string, input: EmailPreviewBody): Promise<EmailPreview> {
  // A test email's sample comes with its language; a one-time email's frame is the viewer's, as a recipient's would be.
  const content = input.kind === 'test'
    ? await testEmailContent(promotionId, input.key).then((c) => ({ subject: c.subject, html: c.body, locale: c.locale }))
    : { subject: input.subject, html: emailBodyHtml(input.body), locale: undefined };
  // The subject as the send keeps it (one line).
  const subject = sendEmailInputSchema.shape.subject.parse(content.subject);
  const { html, text } = await renderOutgoingEmail({ to: viewerEmail, subject, html: content.html, promotionId, locale: content.locale });
  return { to: viewerEmail, subject, html, text };
}
