import { route } from '@/server/http/route';
import { listEnvelope, toPage } from '@/server/http/pagination';
import { recipeExtras, recipeSummarySelect, visibleRecipes } from '@/server/recipes/queries';
import { recentRecipeIds } from '@/server/recipes/recent-views';
import { serializeRecipeSummary } from '@/server/recipes/serialize';
import { db } from '@/server/db';
import type { RecipeList } from '@/lib/recipes/types';

// GET /recipes/recent — the caller's recently viewed recipes, newest first (8 at most, kept on the server).
export const GET = route({ scope: 'participant', action: 'recipes.use' }, async ({ user, promotion, url }): Promise<RecipeList> => {
  const ids = await recentRecipeIds(promotion.id, user.id);
  const rows = await db.recipe.findMany({ where: { id: { in: ids }, ...visibleRecipes(promotion.id) }, select: recipeSummarySelect });
  const extras = await recipeExtras({ promotionId: promotion.id, userId: user.id }, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  return listEnvelope(ordered.map((r) => serializeRecipeSummary(r, extras.get(r.id)!)), ordered.length, toPage({ page_size: 0 }), url);
});
