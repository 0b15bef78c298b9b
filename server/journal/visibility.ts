// Who may see and like a reflection (the rule: mayReadJournal in server/auth/abilities.ts): the friendship is looked
// up here only when the rule needs it. Anyone else gets the same 404 as for an id that does not exist.
import { mayReadJournal } from '@/server/auth/abilities';
import { areFriends } from '@/server/friends/queries';
import { NotFound } from '@/server/platform/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { JOURNAL_MESSAGES } from '@/lib/journal/messages';

export async function canSeeJournalOf(viewerId: number, ownerId: number, promotion: ResolvedPromotion): Promise<boolean> {
  const buddiesOn = promotion.flags.is_buddy_feature_displayed;
  const friends = viewerId !== ownerId && buddiesOn && (await areFriends(promotion.id, viewerId, ownerId));
  return mayReadJournal({ id: viewerId }, { owner_id: ownerId, buddies_on: buddiesOn, are_friends: friends });
}

export async function assertCanSeeJournalOf(viewerId: number, ownerId: number, promotion: ResolvedPromotion): Promise<void> {
  if (!(await canSeeJournalOf(viewerId, ownerId, promotion))) throw new NotFound(JOURNAL_MESSAGES.notFound);
}
