import { route } from '@/server/http/route';
import { NotFound } from '@/server/platform/errors';
import { recipeIsVisible } from '@/server/recipes/queries';
import { recordRecipeView } from '@/server/recipes/recent-views';
import { recipeIdParamsSchema } from '@/lib/recipes/schemas';
import { RECIPE_MESSAGES as M } from '@/lib/recipes/messages';

// POST /recipes/{id}/views — the recipe page was opened: it goes to the front of the caller's recently viewed (8 kept).
export const POST = route({ status: 204, scope: 'participant', action: 'recipes.use', params: recipeIdParamsSchema }, async ({ user, promotion, params }) => {
  if (!(await recipeIsVisible(promotion.id, params.id))) throw new NotFound(M.recipeNotFound);
  await recordRecipeView(promotion.id, user.id, params.id);
});
