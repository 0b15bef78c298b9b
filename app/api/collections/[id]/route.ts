import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { deleteSceneCollection, requireSceneCollection, updateSceneCollection } from '@/server/scenes/admin';
import { sceneCollectionWriteSchema } from '@/lib/scenes/admin';
import { idParamSchema } from '@/lib/schemas';

// GET /collections/{id}
export const GET = route({ response: responses.adminSceneCollectionSchema, scope: 'dashboard', action: 'scenes.manage', params: idParamSchema }, ({ params }) => requireSceneCollection(params.id));

// PUT /collections/{id} {name, scene_ids}: the scenes in their new order.
export const PUT = route({ response: responses.adminSceneCollectionSchema, scope: 'dashboard', action: 'scenes.manage', params: idParamSchema, body: sceneCollectionWriteSchema }, (ctx) =>
  updateSceneCollection(auditSource(ctx), ctx.params.id, ctx.body));

// DELETE /collections/{id}: only one no promotion uses.
export const DELETE = route({ status: 204, scope: 'dashboard', action: 'scenes.manage', params: idParamSchema }, async (ctx) => {
  await deleteSceneCollection(auditSource(ctx), ctx.params.id);
});
