// What the signed-in shell prefetches with every page (app/_shell/app-shell-layout.tsx, server/pages/prefetch.ts).
import 'server-only';
import { consentPrefetch, headerPrefetches } from '@/app/(app)/participant-prefetch';
import { pendingGiftPrefetch } from '@/app/(app)/social-prefetch';
import { isParticipant } from '@/lib/roles';
import type { Prefetch } from '@/server/pages/prefetch';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';

/**
 * The header's counts for anyone signed in; with the every-page prompts (mounted by the signed-in area,
 * app/(app)/layout.tsx, only), for a participant of the host's promotion, what PolicyWatcher and (teams on)
 * GiftOfferPrompt read, under the same conditions as they ask for it.
 */
export function shellPrefetches(user: CurrentUser, promotion: CurrentPromotion | null, { prompts }: { prompts: boolean }): Prefetch[] {
  const participant = prompts && promotion !== null && user.promotion_id === promotion.id && isParticipant(user.role);
  return [
    ...headerPrefetches(),
    ...(participant ? [consentPrefetch()] : []),
    ...(participant && promotion.is_teams_enabled ? [pendingGiftPrefetch()] : []),
  ];
}
