import { route } from '@/server/http/route';
import { auditSource } from '@/server/audit/record';
import { listPointThresholds, requireAdminPromotion } from '@/server/promotions/admin/queries';
import { createPointThreshold } from '@/server/promotions/admin/levels';
import { idParamSchema } from '@/lib/schemas';
import { pointThresholdSchema } from '@/lib/promotions/admin-schema';

// GET /promotions/{id}/point_thresholds: by type, ascending value.
export const GET = route({ scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params }) => {
  await requireAdminPromotion(params.id);
  return { data: await listPointThresholds(params.id) };
});

// POST /promotions/{id}/point_thresholds
export const POST = route({ scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: pointThresholdSchema, status: 201 }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return createPointThreshold(auditSource(ctx), ctx.params.id, ctx.body);
});
