import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { findFollow, followerId } from '@/server/wall/follows';
import { userFollowParamSchema, wallPromotionQuerySchema } from '@/lib/wall/schemas';

// GET /users/{id}/follows/{follow_id}: one follow (the followed user's id, or 'following'); not followed is a 404.
export const GET = route(
  { response: responses.followSchema, scope: 'wall', action: 'wall.read', promotionParam: 'promotion_id', params: userFollowParamSchema, query: wallPromotionQuerySchema },
  async ({ actor, promotion, params }) => findFollow(promotion, followerId(actor, params.id), params.follow_id),
);
