import { route } from '@/server/http/route';
import { withdrawDuo } from '@/server/duos/mutations';
import { duoIdParamSchema, duoPromotionQuerySchema } from '@/lib/duos/schemas';
import type { DuoEnded } from '@/lib/duos/types';

// PUT /duos/{id}/withdrawl (the spec's spelling): either person leaves a duo not completed yet; it is deleted
// ({id, ended: 'withdrawn'}).
export const PUT = route(
  { scope: 'participant', action: 'duos.use', promotionParam: 'promotion_id', params: duoIdParamSchema, query: duoPromotionQuerySchema },
  ({ user, promotion, params, ip }): Promise<DuoEnded> => withdrawDuo(promotion, { user, ip }, params.id),
);
