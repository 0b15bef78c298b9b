// PUT /api/user_scenes/{id} {is_archived: true} — the 'finished work' dialog archives a finished scene
// (participant-core.md §4). Only the owner's scene; any other id is a 404.
import { route } from '@/server/http/route';
import { idParamSchema, userSceneUpdateSchema } from '@/server/scenes/schemas';
import { requireParticipant } from '@/server/logging/policy';
import { archiveUserScene } from '@/server/scenes/mutations';
import { findLoggedTiles } from '@/server/scenes/queries';
import { serializeUserScene } from '@/server/scenes/serialize';

export const PUT = route({ requirePromotion: true, params: idParamSchema, body: userSceneUpdateSchema }, async ({ user, promotion, params, body }) => {
  const { userId, promotion: p } = requireParticipant(user, promotion);
  const scene = await archiveUserScene(p, userId, params.id, body.is_archived);
  return serializeUserScene(scene, await findLoggedTiles(userId, [scene.id]));
});
