// Who may see and like a reflection. The spec gives journal posts likes but not who may see
// them; ours (docs/leaderboards.md "Journal visibility"): the author, and the
// author's accepted friends while the promotion shows the buddy feature. Editing and deleting: the author only.
// Anyone else gets the same 404 as for an id that does not exist.
import { areFriends } from '@/server/friends/queries';
import { NotFound } from '@/server/platform/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { JOURNAL_MESSAGES } from '@/lib/journal/messages';

export async function canSeeJournalOf(viewerId: number, ownerId: number, promotion: ResolvedPromotion): Promise<boolean> {
  if (viewerId === ownerId) return true;
  if (!promotion.flags.is_buddy_feature_displayed) return false;
  return areFriends(promotion.id, viewerId, ownerId);
}

export async function assertCanSeeJournalOf(viewerId: number, ownerId: number, promotion: ResolvedPromotion): Promise<void> {
  if (!(await canSeeJournalOf(viewerId, ownerId, promotion))) throw new NotFound(JOURNAL_MESSAGES.notFound);
}
