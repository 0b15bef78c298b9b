import { route } from '@/server/http/route';
import { assertWallEnabled } from '@/server/wall/targets';
import { unlikeWallPost } from '@/server/wall/mutations';
import { idParamSchema } from '@/lib/schemas';
import { wallPromotionQuerySchema } from '@/lib/wall/schemas';

// DELETE /likes/{id}: the caller takes their like back; 204 (another's like, or none, is a 404).
export const DELETE = route(
  { status: 204, scope: 'wall', action: 'wall.write', promotionParam: 'promotion_id', params: idParamSchema, query: wallPromotionQuerySchema },
  async ({ actor, promotion, params }) => {
    assertWallEnabled(promotion);
    await unlikeWallPost(promotion, actor, params.id);
  },
);
