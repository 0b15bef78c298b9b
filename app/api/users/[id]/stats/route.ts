import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { userIdParamSchema } from '@/lib/users/schemas';
import { resolveStatsTarget } from '@/server/stats/target';
import { userStats } from '@/server/stats/queries';
import { BADGE_MESSAGES } from '@/lib/badges/messages';

// GET /users/{id}/stats ('me', the caller's id, or — for a coordinator-or-above — a user of their promotion):
// points, the five-category activity breakdown, completed scenes, level and the star badge level.
export const GET = route({ response: responses.userStatsSchema, scope: 'signed-in', action: 'account.read', params: userIdParamSchema }, async ({ user, promotion, params }) => {
  const { target, promotion: targetPromotion } = await resolveStatsTarget(user, params.id, promotion, BADGE_MESSAGES.statsNotFound);
  return userStats(target.id, targetPromotion);
});
