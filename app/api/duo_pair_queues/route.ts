import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { joinPairQueue } from '@/server/duos/pair-queue';
import { duoPromotionQuerySchema, joinPairQueueSchema } from '@/lib/duos/schemas';
import type { PairStatus } from '@/lib/duos/types';

// POST /duo_pair_queues {user_id}: the caller joins Pair Me; paired at once when someone else is waiting. 201 with
// the caller's entry (queued, or paired with its duo).
export const POST = route(
  { response: responses.pairStatusSchema, scope: 'participant', action: 'duos.use', promotionParam: 'promotion_id', query: duoPromotionQuerySchema, body: joinPairQueueSchema, status: 201 },
  ({ user, promotion, body }): Promise<PairStatus> => joinPairQueue(promotion, user, body),
);
