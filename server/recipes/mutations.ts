// Writes of recipes: the caller's rating (1 … 5 stars stored as 20 per star; the recipes_rated badge in the same
// transaction) and favorite. Each first checks the recipe is one the promotion sees (another promotion's is a 404).
import { db } from '@/server/db';
import { withDomainEvents } from '@/server/events/domain-events';
import { awardBadgesFor } from '@/server/badges/award';
import { NotFound } from '@/server/platform/errors';
import { scoreForStars } from '@/lib/recipes/constants';
import { RECIPE_MESSAGES as M } from '@/lib/recipes/messages';
import type { UserLike, UserRating } from '@/lib/recipes/types';
import { ratingOf, recipeIsVisible } from './queries';
import { serializeUserRating } from './serialize';

export interface RecipeWriter {
  promotionId: number;
  userId: number;
}

async function assertVisible(writer: RecipeWriter, recipeId: number): Promise<void> {
  if (!(await recipeIsVisible(writer.promotionId, recipeId))) throw new NotFound(M.recipeNotFound);
}

export async function readUserRating(writer: RecipeWriter, recipeId: number): Promise<UserRating> {
  await assertVisible(writer, recipeId);
  const [mine, rating] = await Promise.all([
    db.recipeRating.findUnique({ where: { user_id_recipe_id: { user_id: writer.userId, recipe_id: recipeId } }, select: { score: true } }),
    ratingOf(writer.promotionId, recipeId),
  ]);
  return serializeUserRating(recipeId, mine?.score ?? null, rating);
}

/** Rates (or re-rates) a recipe with 1 … 5 stars; a first rating counts toward the recipes_rated badge. */
export async function rateRecipe(writer: RecipeWriter, recipeId: number, stars: number): Promise<UserRating> {
  await assertVisible(writer, recipeId);
  const score = scoreForStars(stars);
  await withDomainEvents(async (tx, events) => {
    await tx.recipeRating.upsert({
      where: { user_id_recipe_id: { user_id: writer.userId, recipe_id: recipeId } },
      create: { promotion_id: writer.promotionId, user_id: writer.userId, recipe_id: recipeId, score },
      update: { score },
      select: { id: true },
    });
    await awardBadgesFor(tx, { userId: writer.userId, promotionId: writer.promotionId, category: 'recipes_rated' }, events);
  });
  return serializeUserRating(recipeId, score, await ratingOf(writer.promotionId, recipeId));
}

/** Clears the caller's rating ('rating cleared'); a badge already earned stays. */
export async function clearRating(writer: RecipeWriter, recipeId: number): Promise<UserRating> {
  await assertVisible(writer, recipeId);
  await db.recipeRating.deleteMany({ where: { user_id: writer.userId, recipe_id: recipeId } });
  return serializeUserRating(recipeId, null, await ratingOf(writer.promotionId, recipeId));
}

export async function readFavorite(writer: RecipeWriter, recipeId: number): Promise<UserLike> {
  await assertVisible(writer, recipeId);
  const row = await db.recipeFavorite.findUnique({ where: { user_id_recipe_id: { user_id: writer.userId, recipe_id: recipeId } }, select: { recipe_id: true } });
  return { id: recipeId, favorited: row !== null };
}

/** Favorites a recipe; twice is the same as once. */
export async function favoriteRecipe(writer: RecipeWriter, recipeId: number): Promise<UserLike> {
  await assertVisible(writer, recipeId);
  await db.recipeFavorite.createMany({ data: [{ user_id: writer.userId, recipe_id: recipeId, promotion_id: writer.promotionId }], skipDuplicates: true });
  return { id: recipeId, favorited: true };
}

export async function unfavoriteRecipe(writer: RecipeWriter, recipeId: number): Promise<UserLike> {
  await assertVisible(writer, recipeId);
  await db.recipeFavorite.deleteMany({ where: { user_id: writer.userId, recipe_id: recipeId } });
  return { id: recipeId, favorited: false };
}
