import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { deleteDuoCollection, requireDuoCollection, updateDuoCollection } from '@/server/duo-templates/admin';
import { duoCollectionWriteSchema } from '@/lib/scenes/admin';
import { idParamSchema } from '@/lib/schemas';

// GET /duo_collections/{id}
export const GET = route({ response: responses.adminDuoCollectionSchema, scope: 'dashboard', action: 'scenes.manage', params: idParamSchema }, ({ params }) => requireDuoCollection(params.id));

// PUT /duo_collections/{id} {name, duo_template_ids}
export const PUT = route({ response: responses.adminDuoCollectionSchema, scope: 'dashboard', action: 'scenes.manage', params: idParamSchema, body: duoCollectionWriteSchema }, (ctx) =>
  updateDuoCollection(auditSource(ctx), ctx.params.id, ctx.body));

// DELETE /duo_collections/{id}: only one no promotion uses.
export const DELETE = route({ status: 204, scope: 'dashboard', action: 'scenes.manage', params: idParamSchema }, async (ctx) => {
  await deleteDuoCollection(auditSource(ctx), ctx.params.id);
});
