// GET/PUT/DELETE /api/area_of_interests/{id} — one area of interest of any promotion or of the library (dashboard,
// masters). Deleting it removes participants' choice of it.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { auditSource } from '@/server/audit/record';
import { deleteArea, findAdminArea, updateArea } from '@/server/activities/admin/areas';
import { idParamSchema } from '@/lib/schemas';
import { areaWriteSchema } from '@/lib/program-design/schemas';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';

export const GET = route({ response: responses.adminAreaSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params }) => {
  const area = await findAdminArea(params.id);
  if (!area) throw new NotFound(M.areaNotFound);
  return area;
});

export const PUT = route({ response: responses.adminAreaSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: areaWriteSchema }, (ctx) =>
  updateArea(auditSource(ctx), ctx.params.id, ctx.body));

export const DELETE = route({ status: 204, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async (ctx) => {
  await deleteArea(auditSource(ctx), ctx.params.id);
});
