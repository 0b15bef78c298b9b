import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { previewCustomEmail } from '@/server/one-time-emails/queries';
import { idParamSchema } from '@/lib/schemas';
import { newCustomEmailBodySchema } from '@/lib/emails/schemas';

// POST /promotions/{id}/custom_emails/one_time_email_preview {email, promotion_id}: data[0].custom_email with its
// one_time_recipients; nothing is saved.
export const POST = route({ response: responses.oneTimeEmailPreviewSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: newCustomEmailBodySchema }, async ({ params, body }) => {
  await requireAdminPromotion(params.id);
  return previewCustomEmail(params.id, body.email);
});
