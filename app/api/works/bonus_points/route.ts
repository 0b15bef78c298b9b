import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { assertGiftsOn } from '@/server/gifts/policy';
import { loadGiverSummary } from '@/server/gifts/queries';
import { serializeSummary } from '@/server/gifts/serialize';
import type { GiftSummary } from '@/lib/gifts/types';

// GET /works/bonus_points: the caller's gifting state (the gift points screen): giftable bonuses held, their worth
// (the promotion's bonus_points), the offer waiting for an answer, what the weekly limit still allows, recent offers.
export const GET = route({ response: responses.giftSummarySchema, scope: 'participant', action: 'gifts.use' }, async ({ user, promotion }): Promise<GiftSummary> => {
  assertGiftsOn(promotion);
  const { state, offers } = await loadGiverSummary(promotion.id, user.id);
  return serializeSummary(promotion.row.bonus_points, state, offers);
});
