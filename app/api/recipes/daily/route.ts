import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { findDailyRecipe } from '@/server/recipes/queries';
import { participantId } from '@/server/recipes/policy';
import { serializeRecipeSummary } from '@/server/recipes/serialize';
import { RECIPE_MESSAGES as M } from '@/lib/recipes/messages';
import type { RecipeSummary } from '@/lib/recipes/types';

// GET /recipes/daily — today's recipe (the promotion's day): the same for everyone that day, the next one tomorrow.
export const GET = route({ response: responses.recipeSummarySchema, scope: 'public-promotion', action: 'recipes.read' }, async ({ actor, promotion, locale }): Promise<RecipeSummary> => {
  const found = await findDailyRecipe({ promotionId: promotion.id, userId: participantId(actor, promotion.id), locale }, promotion.timeline.current_date);
  if (!found) throw new NotFound(M.dailyRecipeNotFound);
  return serializeRecipeSummary(found.row, found.extras);
});
