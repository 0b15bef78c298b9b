import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { Invalid } from '@/server/platform/errors';
import { WALL_MESSAGES } from '@/lib/wall/messages';
import { assertWallEnabled } from '@/server/wall/targets';
import { likeWallPost } from '@/server/wall/mutations';
import { createLikeSchema, wallPromotionQuerySchema } from '@/lib/wall/schemas';

// POST /likes {likeable_type: 'Post', likeable_id}: the caller likes a wall post; liking again keeps one like. 201.
export const POST = route(
  { response: responses.wallLikeSchema, scope: 'wall', action: 'wall.write', promotionParam: 'promotion_id', query: wallPromotionQuerySchema, body: createLikeSchema, status: 201 },
  async ({ user, actor, promotion, body, ip }) => {
    assertWallEnabled(promotion);
    if (body.user_id !== undefined && body.user_id !== actor.id) throw new Invalid(WALL_MESSAGES.likeUserMismatch);
    return likeWallPost(promotion, { actor, user, ip }, body.likeable_id);
  },
);
