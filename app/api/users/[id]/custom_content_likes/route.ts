import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { userIdParamSchema } from '@/lib/users/schemas';
import { listFavoriteTips } from '@/server/tips/queries';
import { serializeTip } from '@/server/tips/serialize';
import { ownUserId } from '@/server/recipes/policy';
import { TIP_MESSAGES as M } from '@/lib/recipes/messages';
import type { TipList } from '@/lib/tips/types';
import { contentLikesQuerySchema } from '@/lib/recipes/schemas';

// GET /users/{id}/custom_content_likes?category=tips&page_size=0 — the caller's favorite tips (released ones), newest
// favorite first. Favorites are private: another user's id is a 404.
export const GET = route({ response: responses.tipListSchema, scope: 'participant', action: 'tips.use', params: userIdParamSchema, query: contentLikesQuerySchema }, async ({ user, promotion, params, query, url, locale }): Promise<TipList> => {
  const userId = ownUserId(params.id, user.id, M.tipsNotFound);
  const tips = await listFavoriteTips({ promotion, userId, locale });
  const page = toPage(query, 0);
  const slice = page.take === undefined ? tips.slice(page.skip) : tips.slice(page.skip, page.skip + page.take);
  return listEnvelope(slice.map((t) => serializeTip(t, true)), tips.length, page, url);
});
