// Who may use duos at all: the promotion's buddy feature ("friends and duo features need the buddy flag"); with it
// off the duo calls answer 404, as the friends calls do. New duos also need the program's duos not ended
// (promotions.duo_ended) and a duo collection to pick from. Per duo: server/auth/abilities.ts (isDuoParty…).
import { Invalid, NotFound } from '@/server/platform/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { MAX_DUOS } from '@/lib/duos/constants';
import { DUO_MESSAGES as M } from '@/lib/duos/messages';

export function assertDuosOn(promotion: ResolvedPromotion): void {
  if (!promotion.flags.is_buddy_feature_displayed) throw new NotFound(M.duosOff);
}

/** A new duo (invitation or pair-me): duos still running in the program, and a collection to choose from. */
export function assertNewDuosOpen(promotion: ResolvedPromotion): number {
  assertDuosOn(promotion);
  if (promotion.row.duo_ended) throw new Invalid(M.duosEnded);
  if (promotion.row.duo_collection_id === null) throw new Invalid(M.noCollection);
  return promotion.row.duo_collection_id;
}

/** The 2-duo limit, for one more duo of the caller (`name` null) or of someone else. */
export function assertUnderLimit(count: number, name: string | null): void {
  if (count < MAX_DUOS) return;
  throw new Invalid(name === null ? M.youAtLimit(MAX_DUOS) : M.theyAtLimit(name || 'This person', MAX_DUOS));
}
