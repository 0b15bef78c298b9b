import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { listPointThresholds, requireAdminPromotion } from '@/server/promotions/admin/queries';
import { createPointThreshold } from '@/server/promotions/admin/levels';
import { idParamSchema } from '@/lib/schemas';
import { pointThresholdSchema } from '@/lib/promotions/admin-schema';

// GET /promotions/{id}/point_thresholds: by type, ascending value.
export const GET = route({ response: responses.adminPointThresholdListSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params, url }) => {
  await requireAdminPromotion(params.id);
  return wholeList(await listPointThresholds(params.id), url);
});

// POST /promotions/{id}/point_thresholds
export const POST = route({ response: responses.adminPointThresholdSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: pointThresholdSchema, status: 201 }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return createPointThreshold(auditSource(ctx), ctx.params.id, ctx.body);
});
