import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { Unauthorized } from '@/server/platform/errors';
import { listRecipes } from '@/server/recipes/queries';
import { participantId, ownUserId } from '@/server/recipes/policy';
import { serializeRecipeSummary } from '@/server/recipes/serialize';
import { recipeListQuerySchema } from '@/lib/recipes/schemas';
import { RECIPE_MESSAGES as M } from '@/lib/recipes/messages';
import { MESSAGES } from '@/lib/messages';
import type { RecipeList } from '@/lib/recipes/types';

// GET /recipes?category&search&page&page_size — open to visitors: the library and the promotion's own recipes by
// title; category all, breakfast (with brunch), lunch, dinner, snacks, or favorites (the caller's own; a visitor 401).
export const GET = route({ response: responses.recipeListSchema, scope: 'public-promotion', action: 'recipes.read', query: recipeListQuerySchema }, async ({ actor, promotion, query, url, locale }): Promise<RecipeList> => {
  const userId = participantId(actor, promotion.id);
  if (query.category === 'favorites') {
    if (userId === null) throw new Unauthorized(MESSAGES.logInRequired);
    ownUserId(query.user_id, userId, M.recipesNotFound);
  }
  const page = toPage(query);
  const { rows, total, extras } = await listRecipes({ promotionId: promotion.id, userId, locale }, { category: query.category, search: query.search }, page);
  return listEnvelope(rows.map((r) => serializeRecipeSummary(r, extras.get(r.id)!)), total, page, url);
});
