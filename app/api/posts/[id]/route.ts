import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { assertWallEnabled } from '@/server/wall/targets';
import { findWallPost } from '@/server/wall/queries';
import { deleteWallPost, flagWallPost } from '@/server/wall/mutations';
import { postIdParamSchema, updatePostSchema, wallPromotionQuerySchema } from '@/lib/wall/schemas';
import { WALL_MESSAGES } from '@/lib/wall/messages';

const spec = { scope: 'wall', promotionParam: 'promotion_id', params: postIdParamSchema, query: wallPromotionQuerySchema } as const;

// GET /posts/{id}: one wall post with all its comments (a reflection or another promotion's post is a 404).
export const GET = route({ response: responses.wallPostSchema, ...spec, action: 'wall.read' }, async ({ actor, promotion, params }) => {
  assertWallEnabled(promotion);
  const post = await findWallPost(promotion.id, params.id, actor);
  if (!post) throw new NotFound(WALL_MESSAGES.postNotFound);
  return post;
});

// PUT /posts/{id} {is_flagged: true, flagged_by: me} reports it; {is_flagged: false} unreports it. Answers the post.
export const PUT = route({ response: responses.wallPostSchema, ...spec, action: 'wall.write', body: updatePostSchema }, async ({ user, actor, promotion, params, body, ip }) => {
  assertWallEnabled(promotion);
  await flagWallPost(promotion, { actor, user, ip }, params.id, body);
  const post = await findWallPost(promotion.id, params.id, actor);
  if (!post) throw new NotFound(WALL_MESSAGES.postNotFound);
  return post;
});

// DELETE /posts/{id}: the author, a moderator or a poster (a wall expert's post only by a wall expert); 204.
export const DELETE = route({ status: 204, ...spec, action: 'wall.write' }, async ({ actor, promotion, params }) => {
  assertWallEnabled(promotion);
  await deleteWallPost(promotion, actor, params.id);
});
