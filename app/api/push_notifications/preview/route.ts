import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { previewAudience } from '@/server/push/audience';
import { assertAudienceChosen } from '@/server/push/jobs';
import { pushPreviewSchema } from '@/lib/push/schemas';

// POST /push_notifications/preview (filters, promotion_id, recipients): the recipient list and its count.
export const POST = route({ response: responses.pushPreviewSchema, scope: 'dashboard', action: 'promotions.manage', body: pushPreviewSchema }, async ({ body }) => {
  await requireAdminPromotion(body.promotion_id);
  assertAudienceChosen(body.filters, body.recipients);
  return previewAudience(body.promotion_id, body);
});
