import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { resolveRecipients } from '@/server/one-time-emails/queries';
import { idParamSchema } from '@/lib/schemas';
import { recipientsBodySchema } from '@/lib/emails/schemas';

// POST /promotions/{id}/one_time_email_recipients (email, promotion_id): the typed addresses, checked, and who each is.
export const POST = route({ response: responses.recipientPreviewListSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: recipientsBodySchema }, async ({ params, body, url }) => {
  await requireAdminPromotion(params.id);
  return wholeList(await resolveRecipients(params.id, body.email.recipients), url);
});
