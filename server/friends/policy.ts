// Who may use friends at all: the promotion's buddy feature (is_buddy_feature_displayed). With it off the friends
// calls answer 404, as the boards of a feature that is off do; the screens send the user home.
// Who may act on one friendships row: server/auth/abilities.ts (mayAnswerFriendship…).
import { NotFound } from '@/server/platform/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { FRIEND_MESSAGES } from '@/lib/friends/messages';

export function assertBuddiesOn(promotion: ResolvedPromotion): void {
  if (!promotion.flags.is_buddy_feature_displayed) throw new NotFound(FRIEND_MESSAGES.buddiesOff);
}
