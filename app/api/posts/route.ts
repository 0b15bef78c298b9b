import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, listLink } from '@/server/platform/pagination';
import { NotFound } from '@/server/platform/errors';
import { assertWallEnabled } from '@/server/wall/targets';
import { wallSelection } from '@/server/wall/list';
import { findWallPost, listWallPage } from '@/server/wall/queries';
import { createWallPost } from '@/server/wall/mutations';
import { createPostSchema, postListQuerySchema, wallPromotionQuerySchema } from '@/lib/wall/schemas';
import { WALL_MESSAGES } from '@/lib/wall/messages';
import { MAX_WALL_PAGE_SIZE, WALL_ALL_CAP } from '@/lib/wall/constants';

// GET /posts?filter&wallable_type&wallable_id&user_id&search&page&page_size: a wall's top-level posts, newest first,
// each with its first 2 comments; meta.total_records. page_size 0 is all records up to WALL_ALL_CAP (links.next then
// continues by pages). On the dashboard, promotion_id names the wall's promotion.
export const GET = route(
  { response: responses.wallPostListSchema, scope: 'wall', action: 'wall.read', promotionParam: 'promotion_id', query: postListQuerySchema },
  async ({ user, actor, promotion, query, url }) => {
    assertWallEnabled(promotion);
    const { selection, page } = await wallSelection(promotion, user, query);
    const all = page.pageSize === 0;
    const { posts, total } = await listWallPage(selection, actor, all ? { ...page, take: WALL_ALL_CAP } : page);
    const envelope = listEnvelope(posts, total, page, url);
    if (all && total > posts.length) {
      envelope.meta.links.next = listLink(url, { page: String(WALL_ALL_CAP / MAX_WALL_PAGE_SIZE + 1), page_size: String(MAX_WALL_PAGE_SIZE) });
    }
    return envelope;
  },
);

// POST /posts {content, wallable_type, wallable_id, parent_post_id, depth, tagged_users, postable_type, postable_id, photo}:
// 201 with the post as its author sees it.
export const POST = route(
  { response: responses.wallPostSchema, scope: 'wall', action: 'wall.write', promotionParam: 'promotion_id', query: wallPromotionQuerySchema, body: createPostSchema, status: 201 },
  async ({ user, actor, promotion, body, ip }) => {
    assertWallEnabled(promotion);
    const id = await createWallPost(promotion, { actor, user, ip }, body);
    const post = await findWallPost(promotion.id, id, actor);
    if (!post) throw new NotFound(WALL_MESSAGES.postNotFound);
    return post;
  },
);
