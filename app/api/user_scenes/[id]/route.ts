// PUT /api/user_scenes/{id} {is_archived: true} — the 'finished work' dialog archives a finished scene
// (confirming marks it archived). Only the owner's scene; any other id is a 404.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { userSceneUpdateSchema } from '@/lib/logging/schemas';
import { idParamSchema } from '@/lib/schemas';
import { archiveUserScene } from '@/server/scenes/mutations';
import { findLoggedTiles } from '@/server/scenes/queries';
import { serializeUserScene } from '@/server/scenes/serialize';

export const PUT = route({ response: responses.userSceneSchema, scope: 'participant', action: 'logging.use', params: idParamSchema, body: userSceneUpdateSchema }, async ({ participant, params, body, locale }) => {
  const { userId, promotion: p } = participant;
  const scene = await archiveUserScene(p, userId, params.id, body.is_archived);
  return serializeUserScene(scene, await findLoggedTiles(userId, [scene.id], locale));
});
