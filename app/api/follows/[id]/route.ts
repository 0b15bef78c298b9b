import { route } from '@/server/http/route';
import { unfollow } from '@/server/wall/follows';
import { idParamSchema } from '@/lib/schemas';
import { wallPromotionQuerySchema } from '@/lib/wall/schemas';

// DELETE /follows/{id}: stop following the user with this id; 204 (not following is a 404).
export const DELETE = route(
  { status: 204, scope: 'wall', action: 'wall.write', promotionParam: 'promotion_id', params: idParamSchema, query: wallPromotionQuerySchema },
  async ({ actor, promotion, params }) => {
    await unfollow(promotion, actor.id, params.id);
  },
);
