// POST /api/activities — the specification's create path: a master creates an activity in the promotion the body
// names (promotion_id; null: the library), through the same service as POST /promotions/{id}/activities. Dashboard only.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { createActivity } from '@/server/activities/admin/activities';
import { activityCreateSchema } from '@/lib/program-design/schemas';

export const POST = route({ response: responses.adminActivitySchema, scope: 'dashboard', action: 'promotions.manage', body: activityCreateSchema, status: 201 }, async (ctx) => {
  const { promotion_id: promotionId, ...input } = ctx.body;
  if (promotionId !== null) await requireAdminPromotion(promotionId);
  return createActivity(auditSource(ctx), promotionId, input);
});
