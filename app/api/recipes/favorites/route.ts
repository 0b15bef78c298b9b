import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { listRecipes } from '@/server/recipes/queries';
import { ownUserId } from '@/server/recipes/policy';
import { serializeRecipeSummary } from '@/server/recipes/serialize';
import { RECIPE_MESSAGES as M } from '@/lib/recipes/messages';
import type { RecipeList } from '@/lib/recipes/types';
import { favoritesQuerySchema } from '@/lib/recipes/schemas';

// GET /recipes/favorites?user_id — the caller's favorite recipes (favorites are private: another user's id is a 404).
export const GET = route({ response: responses.recipeListSchema, scope: 'participant', action: 'recipes.use', query: favoritesQuerySchema }, async ({ user, promotion, query, url, locale }): Promise<RecipeList> => {
  const userId = ownUserId(query.user_id, user.id, M.recipesNotFound);
  const page = toPage(query);
  const { rows, total, extras } = await listRecipes({ promotionId: promotion.id, userId, locale }, { category: 'favorites' }, page);
  return listEnvelope(rows.map((r) => serializeRecipeSummary(r, extras.get(r.id)!)), total, page, url);
});
