import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { assertGiftsOn } from '@/server/gifts/policy';
import { offerGift } from '@/server/gifts/mutations';
import { giftTargetParamSchema } from '@/lib/gifts/schemas';
import { serializeOffer } from '@/server/gifts/serialize';
import type { GiftOffer } from '@/lib/gifts/types';

// PUT /works/bonus_points/offer/{user_id}: the caller offers one of their giftable bonuses to the user, worth the
// promotion's bonus_points. Another promotion's user is a 404; oneself, someone not in the competition, no bonus
// left, an offer still waiting or the weekly limit a 422 (docs/gifts.md "Limits").
export const PUT = route({ response: responses.giftOfferSchema, scope: 'participant', action: 'gifts.use', params: giftTargetParamSchema }, async ({ user, promotion, params }): Promise<GiftOffer> => {
  assertGiftsOn(promotion);
  return serializeOffer(await offerGift(promotion, user, params.user_id));
});
