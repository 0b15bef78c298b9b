import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { deleteScene, requireScene, updateScene } from '@/server/scenes/admin';
import { sceneWriteSchema } from '@/lib/scenes/admin';
import { idParamSchema } from '@/lib/schemas';

// GET /scenes/{id}
export const GET = route({ response: responses.adminSceneSchema, scope: 'dashboard', action: 'scenes.manage', params: idParamSchema }, ({ params }) => requireScene(params.id));

// PUT /scenes/{id}: the whole scene (its layout is fixed once participants have it).
export const PUT = route({ response: responses.adminSceneSchema, scope: 'dashboard', action: 'scenes.manage', params: idParamSchema, body: sceneWriteSchema }, (ctx) =>
  updateScene(auditSource(ctx), ctx.params.id, ctx.body));

// DELETE /scenes/{id}: only a scene no collection holds and no participant has.
export const DELETE = route({ status: 204, scope: 'dashboard', action: 'scenes.manage', params: idParamSchema }, async (ctx) => {
  await deleteScene(auditSource(ctx), ctx.params.id);
});
