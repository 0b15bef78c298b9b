import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { assertWallEnabled } from '@/server/wall/targets';
import { removeOwnTag } from '@/server/wall/mutations';
import { postTagParamSchema, wallPromotionQuerySchema } from '@/lib/wall/schemas';
import type { TagRemoval } from '@/lib/wall/types';

// DELETE /posts/{id}/tags/{user_id}: a tagged user removes their own tag; answers the tags left.
export const DELETE = route(
  { response: responses.tagRemovalSchema, scope: 'wall', action: 'wall.write', promotionParam: 'promotion_id', params: postTagParamSchema, query: wallPromotionQuerySchema },
  async ({ actor, promotion, params }): Promise<TagRemoval> => {
    assertWallEnabled(promotion);
    return { tagged_users: await removeOwnTag(promotion, actor, params.id, params.user_id) };
  },
);
