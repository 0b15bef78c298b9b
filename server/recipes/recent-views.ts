// Recently viewed recipes and tips, kept on the server: 8 of each kind per user (RECENT_VIEWS_KEPT), newest first.
// A view is recorded by the detail page (POST …/views) for a signed-in participant; visitors keep no history.
import { db } from '@/server/db';
import { recipeExtras, recipeSummarySelect, visibleRecipes, withTranslation, type RecipeExtras, type RecipeSummaryRow } from './queries';
import { localizeRecipe } from './translations';
import { recordRecipeViewSql, recordTipViewSql } from './sql';
import { RECENT_VIEWS_KEPT } from '@/lib/recipes/constants';

export async function recordRecipeView(promotionId: number, userId: number, recipeId: number): Promise<void> {
  await recordRecipeViewSql.run(db, userId, promotionId, recipeId);
}

export async function recordTipView(promotionId: number, userId: number, contentId: number): Promise<void> {
  await recordTipViewSql.run(db, userId, promotionId, contentId);
}

/** The ids of the user's recently viewed recipes in this promotion, newest first. */
export async function recentRecipeIds(promotionId: number, userId: number): Promise<number[]> {
  const rows = await db.recentView.findMany({
    where: { user_id: userId, promotion_id: promotionId, recipe_id: { not: null } },
    orderBy: [{ viewed_at: 'desc' }, { id: 'desc' }], take: RECENT_VIEWS_KEPT, select: { recipe_id: true },
  });
  return rows.map((r) => r.recipe_id!);
}

export async function recentTipIds(promotionId: number, userId: number): Promise<number[]> {
  const rows = await db.recentView.findMany({
    where: { user_id: userId, promotion_id: promotionId, custom_content_id: { not: null } },
    orderBy: [{ viewed_at: 'desc' }, { id: 'desc' }], take: RECENT_VIEWS_KEPT, select: { custom_content_id: true },
  });
  return rows.map((r) => r.custom_content_id!);
}

/**
 * The recipes this participant viewed last that the promotion still sees, newest first, with their extras, in the
 * reader's language (`locale`).
 */
export async function recentRecipes(promotionId: number, userId: number, locale?: string | null): Promise<{ row: RecipeSummaryRow; extras: RecipeExtras }[]> {
  const ids = await recentRecipeIds(promotionId, userId);
  const [rows, extras] = await Promise.all([
    db.recipe.findMany({ where: { id: { in: ids }, ...visibleRecipes(promotionId) }, select: withTranslation(recipeSummarySelect, locale) }),
    recipeExtras({ promotionId, userId }, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, localizeRecipe(r, locale)]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ row, extras: extras.get(id)! }] : [];
  });
}
