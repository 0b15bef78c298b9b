// GET/POST /api/promotions/{id}/area_of_interests — a master lists and creates a promotion's areas of interest
// (dashboard). Participants read theirs through GET /area_of_interests/getting_started.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { createArea, listAdminAreas } from '@/server/activities/admin/areas';
import { idParamSchema } from '@/lib/schemas';
import { areaWriteSchema } from '@/lib/program-design/schemas';

export const GET = route({ response: responses.adminAreaListSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params, url }) => {
  await requireAdminPromotion(params.id);
  return wholeList(await listAdminAreas(params.id), url);
});

export const POST = route({ response: responses.adminAreaSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: areaWriteSchema, status: 201 }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return createArea(auditSource(ctx), ctx.params.id, ctx.body);
});
