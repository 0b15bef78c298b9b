import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { declineDuo } from '@/server/duos/mutations';
import { duoIdParamSchema, duoPromotionQuerySchema } from '@/lib/duos/schemas';
import type { DuoEnded } from '@/lib/duos/types';

// PUT /duos/{id}/decline: the receiver declines the invitation; the duo is deleted ({id, ended: 'declined'}).
export const PUT = route(
  { response: responses.duoEndedSchema, scope: 'participant', action: 'duos.use', promotionParam: 'promotion_id', params: duoIdParamSchema, query: duoPromotionQuerySchema },
  ({ user, promotion, params, ip }): Promise<DuoEnded> => declineDuo(promotion, { user, ip }, params.id),
);
