import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { assertDuosOn } from '@/server/duos/policy';
import { pairStatus } from '@/server/duos/queries';
import { duoPromotionQuerySchema } from '@/lib/duos/schemas';
import type { PairStatus } from '@/lib/duos/types';

// GET /duo_pair_status: the caller's newest Pair Me entry {id, state, duo_id, duo} (all null when never queued).
export const GET = route(
  { response: responses.pairStatusSchema, scope: 'participant', action: 'duos.use', promotionParam: 'promotion_id', query: duoPromotionQuerySchema },
  async ({ user, promotion }): Promise<PairStatus> => {
    assertDuosOn(promotion);
    return pairStatus(promotion, user.id);
  },
);
