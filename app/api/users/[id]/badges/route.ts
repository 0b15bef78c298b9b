import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { userIdParamSchema } from '@/lib/users/schemas';
import { resolveStatsTarget } from '@/server/stats/target';
import { userBadges } from '@/server/badges/user-badges';
import { BADGE_MESSAGES } from '@/lib/badges/messages';
import type { UserBadges } from '@/lib/badges/types';
import type { ExtraMeta } from '@/lib/list-response';

// GET /users/{id}/badges: the promotion's badges with earned_on for this user; unearned hide_until_earned badges,
// buddy badges without the buddy feature and wall badges without the wall are left out. Always the whole list.
export const GET = route({ response: responses.userBadgesSchema, scope: 'signed-in', action: 'account.read', params: userIdParamSchema }, async ({ user, promotion, params, url }) => {
  const { target, promotion: targetPromotion } = await resolveStatsTarget(user, params.id, promotion, BADGE_MESSAGES.badgesNotFound);
  const badges = await userBadges(target.id, targetPromotion);
  return listEnvelope(badges, badges.length, toPage({ page_size: 0 }), url, {
    earned_count: badges.filter((b) => b.earned).length,
  } satisfies ExtraMeta<UserBadges>);
});
