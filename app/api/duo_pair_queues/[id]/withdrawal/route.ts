import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { withdrawFromPairQueue } from '@/server/duos/pair-queue';
import { duoPromotionQuerySchema, pairQueueIdParamSchema } from '@/lib/duos/schemas';
import type { PairStatus } from '@/lib/duos/types';

// PUT /duo_pair_queues/{id}/withdrawal: the caller leaves the queue (their own waiting entry); answers it withdrawn.
export const PUT = route(
  { response: responses.pairStatusSchema, scope: 'participant', action: 'duos.use', promotionParam: 'promotion_id', params: pairQueueIdParamSchema, query: duoPromotionQuerySchema },
  ({ user, promotion, params }): Promise<PairStatus> => withdrawFromPairQueue(promotion, user, params.id),
);
