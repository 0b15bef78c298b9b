import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { follow, followerId, listFollows } from '@/server/wall/follows';
import { createFollowSchema, userFollowsParamSchema, wallPromotionQuerySchema } from '@/lib/wall/schemas';

const spec = { scope: 'wall', promotionParam: 'promotion_id', params: userFollowsParamSchema, query: wallPromotionQuerySchema } as const;

// GET /users/{id}/follows ('me' or one's own id): All Following, then everyone followed, by name.
export const GET = route({ response: responses.followListSchema, ...spec, action: 'wall.read' }, async ({ actor, promotion, params, url }) => {
  const follows = await listFollows(promotion, followerId(actor, params.id));
  return listEnvelope(follows, follows.length, toPage({ page_size: 0 }), url);
});

// POST /users/{id}/follows {id}: follow a user of the promotion; following again keeps one. 201.
export const POST = route({ response: responses.followSchema, ...spec, action: 'wall.write', body: createFollowSchema, status: 201 }, async ({ actor, promotion, params, body }) =>
  follow(promotion, followerId(actor, params.id), body.id),
);
