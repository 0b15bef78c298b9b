// Who may see and like a reflection. The spec gives journal posts likes (participant-core.md §3 "Journal post …
// Like: user") but not who may see them; ours (docs/leaderboards.md "Journal visibility"): the author, and the
// author's accepted friends while the promotion shows the buddy feature. Editing and deleting: the author only.
// Anyone else gets the same 404 as for an id that does not exist.
import { db } from '@/server/db';
import { notFound } from '@/server/http/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { JOURNAL_MESSAGES } from '@/lib/journal/messages';

/** Accepted friendship between two users of a promotion, whichever of them asked (friendships (friender_id, status)). */
export async function areFriends(promotionId: number, a: number, b: number): Promise<boolean> {
  const row = await db.friendship.findFirst({
    where: { promotion_id: promotionId, status: 'A', OR: [{ friender_id: a, friendee_id: b }, { friender_id: b, friendee_id: a }] },
    select: { id: true },
  });
  return row !== null;
}

export async function canSeeJournalOf(viewerId: number, ownerId: number, promotion: ResolvedPromotion): Promise<boolean> {
  if (viewerId === ownerId) return true;
  if (!promotion.flags.is_buddy_feature_displayed) return false;
  return areFriends(promotion.id, viewerId, ownerId);
}

export async function assertCanSeeJournalOf(viewerId: number, ownerId: number, promotion: ResolvedPromotion): Promise<void> {
  if (!(await canSeeJournalOf(viewerId, ownerId, promotion))) throw notFound(JOURNAL_MESSAGES.notFound);
}
