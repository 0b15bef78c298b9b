import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { assertGiftsOn } from '@/server/gifts/policy';
import { findPendingOffer } from '@/server/gifts/queries';
import { serializeTargetBonus } from '@/server/gifts/serialize';
import type { PendingGiftAnswer } from '@/lib/gifts/types';

// GET /works/bonus_points/pending: the oldest gift waiting for the caller's answer (target_work_bonus, null when
// none) and how many wait. Read by the accept prompt on every signed-in page: two index reads.
export const GET = route({ response: responses.pendingGiftAnswerSchema, scope: 'participant', action: 'gifts.use' }, async ({ user, promotion }): Promise<PendingGiftAnswer> => {
  assertGiftsOn(promotion);
  const { row, count } = await findPendingOffer(promotion.id, user.id);
  return { target_work_bonus: row ? serializeTargetBonus(row) : null, pending_count: count };
});
