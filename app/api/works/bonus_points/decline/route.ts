import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { assertGiftsOn } from '@/server/gifts/policy';
import { answerGift } from '@/server/gifts/mutations';
import { serializeTargetBonus } from '@/server/gifts/serialize';
import { answerGiftSchema } from '@/lib/gifts/schemas';
import type { TargetWorkBonus } from '@/lib/gifts/types';

// PUT /works/bonus_points/decline {target_work_bonus_id}: the target declines (applied false); the giver may give
// again. Declining again answers the same row; an accepted gift is a 422; not the target's a 404.
export const PUT = route({ response: responses.targetWorkBonusSchema, scope: 'participant', action: 'gifts.use', body: answerGiftSchema }, async ({ user, promotion, body }): Promise<TargetWorkBonus> => {
  assertGiftsOn(promotion);
  return serializeTargetBonus(await answerGift(promotion, user, body.target_work_bonus_id, false));
});
