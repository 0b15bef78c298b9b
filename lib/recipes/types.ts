// The JSON of recipes (social-engagement.md §3 "Recipe"): returned by server/recipes/serialize.ts, read by
// lib/query/recipes.ts, components/recipes and the server-rendered recipe pages.
import type { ListResponse } from '@/lib/list-response';

export interface RecipeCategoryTag {
  category: string;
  category_type: string;
}

/** GET /recipes rows, /recipes/daily, /recipes/recent. */
export interface RecipeSummary {
  id: number;
  title: string;
  description: string | null;
  /** The description cut at 190 characters (§9). */
  summary: string;
  image: { url: string | null };
  /** breakfast, lunch, dinner, snacks */
  courses: string[];
  servings: number | null;
  /** Minutes. */
  active_time: number | null;
  total_time: number | null;
  /** Average of this promotion's ratings in stars (1.0 … 5.0, one decimal); null when nobody rated. */
  rating: number | null;
  rating_count: number;
  /** The caller's rating in stars (1 … 5); null when not rated or not signed in. */
  user_rating: number | null;
  favorited: boolean;
}

/** GET /recipes/{id} */
export interface Recipe extends RecipeSummary {
  /** Steps as HTML written by the content team (an ordered list). */
  instructions_html: string | null;
  ingredients: { item: string }[];
  recipe_categories: RecipeCategoryTag[];
  health_categories: string[];
}

export type RecipeList = ListResponse<RecipeSummary>;

/** GET|POST|DELETE /recipes/{id}/user_rating */
export interface UserRating {
  recipe_id: number;
  /** Stars, 1 … 5 (null after DELETE or before rating). */
  score: number | null;
  /** What is stored: 20 per star (20 … 100). */
  stored_score: number | null;
  /** The recipe's average after the change. */
  rating: number | null;
  rating_count: number;
}

/** GET|POST|DELETE /recipes/{id}/user_like and /custom_content/{id}/user_like */
export interface UserLike {
  id: number;
  favorited: boolean;
}

/** POST /emails/content */
export interface ContentEmailResult {
  sent: number;
  message: string;
}
