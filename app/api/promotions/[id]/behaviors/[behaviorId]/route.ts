import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { deleteBehavior, updateBehavior } from '@/server/competitions/admin';
import { behaviorWriteSchema } from '@/lib/competitions/admin';
import { promotionBehaviorParamSchema as params } from '@/lib/promotions/schemas';

// PUT /promotions/{id}/behaviors/{behaviorId}
export const PUT = route({ response: responses.adminBehaviorSchema, scope: 'dashboard', action: 'promotions.manage', params, body: behaviorWriteSchema }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return updateBehavior(auditSource(ctx), ctx.params.id, ctx.params.behaviorId, ctx.body);
});

// DELETE /promotions/{id}/behaviors/{behaviorId} (its Behavior point thresholds go with it)
export const DELETE = route({ status: 204, scope: 'dashboard', action: 'promotions.manage', params }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  await deleteBehavior(auditSource(ctx), ctx.params.id, ctx.params.behaviorId);
});
