// A recipe as the spec names it (social-engagement.md §3 "Recipe"); the shape is lib/recipes/types.ts.
import { starsForScore, summarize, SCORE_PER_STAR } from '@/lib/recipes/constants';
import type { Recipe, RecipeSummary, UserRating } from '@/lib/recipes/types';
import type { RecipeExtras, RecipeRow, RecipeSummaryRow } from './queries';

/** An average stored score (20 … 100) as stars with one decimal. */
export const averageStars = (average: number | null) => (average === null ? null : Math.round((average / SCORE_PER_STAR) * 10) / 10);

export function serializeRecipeSummary(row: RecipeSummaryRow, extras: RecipeExtras): RecipeSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    summary: summarize(row.description),
    image: { url: row.image_url },
    courses: row.courses,
    servings: row.servings,
    active_time: row.active_time,
    total_time: row.total_time,
    rating: averageStars(extras.rating.average),
    rating_count: extras.rating.count,
    user_rating: extras.userScore === null ? null : starsForScore(extras.userScore),
    favorited: extras.favorited,
  };
}

export function serializeRecipe(row: RecipeRow, extras: RecipeExtras): Recipe {
  return {
    ...serializeRecipeSummary(row, extras),
    instructions_html: row.instructions,
    ingredients: row.ingredients.map((i) => ({ item: i.item })),
    recipe_categories: row.recipe_categories.map((c) => ({ category: c.category, category_type: c.category_type })),
    health_categories: row.health_categories,
  };
}

export function serializeUserRating(recipeId: number, score: number | null, rating: { average: number | null; count: number }): UserRating {
  return {
    recipe_id: recipeId,
    score: score === null ? null : starsForScore(score),
    stored_score: score,
    rating: averageStars(rating.average),
    rating_count: rating.count,
  };
}
