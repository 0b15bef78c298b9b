import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { THRESHOLD_MESSAGES } from '@/lib/promotions/level-messages';
import { auditSource } from '@/server/audit/record';
import { findPointThreshold, requireAdminPromotion } from '@/server/promotions/admin/queries';
import { deletePointThreshold, updatePointThreshold } from '@/server/promotions/admin/levels';
import { pointThresholdSchema } from '@/lib/promotions/admin-schema';
import { promotionThresholdParamSchema as params } from '@/lib/promotions/schemas';

// GET /promotions/{id}/point_thresholds/{thresholdId}
export const GET = route({ response: responses.adminPointThresholdSchema, scope: 'dashboard', action: 'promotions.manage', params }, async ({ params: p }) => {
  await requireAdminPromotion(p.id);
  const threshold = await findPointThreshold(p.id, p.thresholdId);
  if (!threshold) throw new NotFound(THRESHOLD_MESSAGES.notFound);
  return threshold;
});

// PUT /promotions/{id}/point_thresholds/{thresholdId}
export const PUT = route({ response: responses.adminPointThresholdSchema, scope: 'dashboard', action: 'promotions.manage', params, body: pointThresholdSchema }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return updatePointThreshold(auditSource(ctx), ctx.params.id, ctx.params.thresholdId, ctx.body);
});

// DELETE /promotions/{id}/point_thresholds/{thresholdId}
export const DELETE = route({ status: 204, scope: 'dashboard', action: 'promotions.manage', params }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  await deletePointThreshold(auditSource(ctx), ctx.params.id, ctx.params.thresholdId);
});
