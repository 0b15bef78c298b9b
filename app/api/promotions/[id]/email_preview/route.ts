import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { previewEmail } from '@/server/mail/preview';
import { idParamSchema } from '@/lib/schemas';
import { emailPreviewBodySchema } from '@/lib/emails/schemas';

// POST /promotions/{id}/email_preview {kind: 'test', key} | {kind: 'one_time', subject, body}: the email rendered as it
// would be sent (subject, html, text), addressed to the viewer; nothing is saved or sent. Whoever sends the emails.
export const POST = route({ response: responses.emailPreviewSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: emailPreviewBodySchema }, async ({ params, body, user }) => {
  await requireAdminPromotion(params.id);
  return previewEmail(params.id, user.email, body);
});
