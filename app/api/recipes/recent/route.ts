import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { recentRecipes } from '@/server/recipes/recent-views';
import { serializeRecipeSummary } from '@/server/recipes/serialize';
import type { RecipeList } from '@/lib/recipes/types';

// GET /recipes/recent — the caller's recently viewed recipes, newest first (8 at most, kept on the server).
export const GET = route({ response: responses.recipeListSchema, scope: 'participant', action: 'recipes.use' }, async ({ user, promotion, url, locale }): Promise<RecipeList> => {
  const recent = await recentRecipes(promotion.id, user.id, locale);
  return wholeList(recent.map(({ row, extras }) => serializeRecipeSummary(row, extras)), url);
});
