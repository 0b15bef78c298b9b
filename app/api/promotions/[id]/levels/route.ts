import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { listLevels, requireAdminPromotion } from '@/server/promotions/admin/queries';
import { saveLevels } from '@/server/promotions/admin/levels';
import { idParamSchema } from '@/lib/schemas';
import { levelsSaveSchema } from '@/lib/promotions/admin-schema';

// GET /promotions/{id}/levels: the promotion's levels in order.
export const GET = route({ response: responses.adminLevelListSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params, url }) => {
  await requireAdminPromotion(params.id);
  return wholeList(await listLevels(params.id), url);
});

// POST /promotions/{id}/levels (saveAll): every level in its order; the answer is the saved list.
export const POST = route({ response: responses.adminLevelListSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: levelsSaveSchema }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return wholeList(await saveLevels(auditSource(ctx), ctx.params.id, ctx.body.levels), ctx.url);
});
