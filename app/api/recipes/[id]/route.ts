import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { findRecipe } from '@/server/recipes/queries';
import { participantId } from '@/server/recipes/policy';
import { serializeRecipe } from '@/server/recipes/serialize';
import { recipeIdParamsSchema } from '@/lib/recipes/schemas';
import { RECIPE_MESSAGES as M } from '@/lib/recipes/messages';
import type { Recipe } from '@/lib/recipes/types';

// GET /recipes/{id} — open to visitors: the recipe with ingredients, categories, times and this promotion's average
// rating; a participant also gets their own rating and favorite. Another promotion's own recipe is a 404.
export const GET = route({ response: responses.recipeSchema, scope: 'public-promotion', action: 'recipes.read', params: recipeIdParamsSchema }, async ({ actor, promotion, params, locale }): Promise<Recipe> => {
  const found = await findRecipe({ promotionId: promotion.id, userId: participantId(actor, promotion.id), locale }, params.id);
  if (!found) throw new NotFound(M.recipeNotFound);
  return serializeRecipe(found.row, found.extras);
});
