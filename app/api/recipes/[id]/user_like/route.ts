import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { favoriteRecipe, readFavorite, unfavoriteRecipe } from '@/server/recipes/mutations';
import { recipeIdParamsSchema } from '@/lib/recipes/schemas';
import type { UserLike } from '@/lib/recipes/types';

// The caller's favorite ("user like") of a recipe: GET whether, POST to favorite (twice is once), DELETE to remove.
const spec = { scope: 'participant', action: 'recipes.use', params: recipeIdParamsSchema } as const;

export const GET = route({ ...spec, response: responses.userLikeSchema }, async ({ user, promotion, params }): Promise<UserLike> => readFavorite({ promotionId: promotion.id, userId: user.id }, params.id));
export const POST = route({ ...spec, response: responses.userLikeSchema }, async ({ user, promotion, params }): Promise<UserLike> => favoriteRecipe({ promotionId: promotion.id, userId: user.id }, params.id));
export const DELETE = route({ ...spec, response: responses.userLikeSchema }, async ({ user, promotion, params }): Promise<UserLike> => unfavoriteRecipe({ promotionId: promotion.id, userId: user.id }, params.id));
