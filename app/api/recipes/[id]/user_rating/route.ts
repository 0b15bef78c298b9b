import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { clearRating, rateRecipe, readUserRating } from '@/server/recipes/mutations';
import { recipeIdParamsSchema, userRatingSchema } from '@/lib/recipes/schemas';
import type { UserRating } from '@/lib/recipes/types';

// The caller's rating of a recipe: score in stars (1 … 5), stored as 20 per star (stored_score 20 … 100).
const spec = { scope: 'participant', action: 'recipes.use', params: recipeIdParamsSchema } as const;

/** GET /recipes/{id}/user_rating: score null when not rated. */
export const GET = route({ ...spec, response: responses.userRatingSchema }, async ({ user, promotion, params }): Promise<UserRating> => readUserRating({ promotionId: promotion.id, userId: user.id }, params.id));

/** POST /recipes/{id}/user_rating {score}: rates or re-rates; the first rating counts toward recipes_rated. */
export const POST = route({ response: responses.userRatingSchema, ...spec, body: userRatingSchema }, async ({ user, promotion, params, body }): Promise<UserRating> =>
  rateRecipe({ promotionId: promotion.id, userId: user.id }, params.id, body.score));

/** DELETE /recipes/{id}/user_rating: 'rating cleared'. */
export const DELETE = route({ ...spec, response: responses.userRatingSchema }, async ({ user, promotion, params }): Promise<UserRating> => clearRating({ promotionId: promotion.id, userId: user.id }, params.id));
