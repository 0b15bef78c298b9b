// Who may use gift points at all, and the limits of giving (docs/gifts.md). Gift points belong to the team
// competition: with teams off (is_teams_enabled) every gift call answers 404, as the calls of a feature that is off
// do. Who may answer one gift: server/auth/abilities.ts (mayAnswerGift).
import { Invalid, NotFound } from '@/server/platform/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { MAX_OFFERS_PER_WEEK, MAX_PENDING_OFFERS_PER_GIVER } from '@/lib/gifts/constants';
import { GIFT_MESSAGES as M } from '@/lib/gifts/messages';

export function assertGiftsOn(promotion: ResolvedPromotion): void {
  if (!promotion.flags.is_teams_enabled) throw new NotFound(M.giftsOff);
}

/** Gifts move points: none once logging has ended (the last day points can be credited to has passed). */
export function assertProgramOpen(promotion: ResolvedPromotion): void {
  if (promotion.timeline.has_logging_ended) throw new Invalid(M.programEnded);
}

export interface GiverState {
  giftable: number;
  pending: number;
  offeredThisWeek: number;
}

/** Why the giver may not offer now, or null when they may (the order is the one a giver would fix things in). */
export function offerRefusal(state: GiverState): string | null {
  if (state.pending >= MAX_PENDING_OFFERS_PER_GIVER) return M.offerPending;
  if (state.giftable === 0) return M.nothingToGive;
  if (state.offeredThisWeek >= MAX_OFFERS_PER_WEEK) return M.weeklyLimit;
  return null;
}

export const offersLeftThisWeek = (state: GiverState) => Math.max(0, MAX_OFFERS_PER_WEEK - state.offeredThisWeek);
