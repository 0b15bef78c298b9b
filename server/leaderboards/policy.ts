// The feature flags each board needs
// (a tab whose feature is off sends the page home; here the API answers 404).
import { NotFound } from '@/server/platform/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { LEADERBOARD_MESSAGES } from '@/lib/leaderboards/messages';
import type { LeaderboardKind } from '@/lib/leaderboards/constants';
import type { PromotionFlagKey } from '@/lib/promotion-flags';

const FLAG_OF: Record<LeaderboardKind, PromotionFlagKey> = {
  individual: 'is_show_individual_leaderboard',
  friends: 'is_buddy_feature_displayed',
  team: 'is_teams_enabled',
  location: 'is_show_location_leaderboard',
};

const OFF_MESSAGE: Record<LeaderboardKind, string> = {
  individual: LEADERBOARD_MESSAGES.individualOff,
  friends: LEADERBOARD_MESSAGES.friendsOff,
  team: LEADERBOARD_MESSAGES.teamsOff,
  location: LEADERBOARD_MESSAGES.locationOff,
};

export function assertBoardEnabled(promotion: ResolvedPromotion, kind: LeaderboardKind): void {
  if (!promotion.flags[FLAG_OF[kind]]) throw new NotFound(OFF_MESSAGE[kind]);
}
