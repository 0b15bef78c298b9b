import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { withdrawDuo } from '@/server/duos/mutations';
import { duoIdParamSchema, duoPromotionQuerySchema } from '@/lib/duos/schemas';
import type { DuoEnded } from '@/lib/duos/types';

// PUT /duos/{id}/withdrawl (the spec's spelling): either person leaves a duo not completed yet; it is deleted
// ({id, ended: 'withdrawn'}).
export const PUT = route(
  { response: responses.duoEndedSchema, scope: 'participant', action: 'duos.use', promotionParam: 'promotion_id', params: duoIdParamSchema, query: duoPromotionQuerySchema },
  ({ user, promotion, params, ip }): Promise<DuoEnded> => withdrawDuo(promotion, { user, ip }, params.id),
);
