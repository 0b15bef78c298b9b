import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { findDuo } from '@/server/duos/queries';
import { acceptDuo } from '@/server/duos/mutations';
import { duoIdParamSchema, duoPromotionQuerySchema } from '@/lib/duos/schemas';
import { DUO_MESSAGES } from '@/lib/duos/messages';
import type { Duo } from '@/lib/duos/types';

// PUT /duos/{id}/accept: the receiver accepts the invitation (started_at set); answers the duo.
export const PUT = route(
  { response: responses.duoSchema, scope: 'participant', action: 'duos.use', promotionParam: 'promotion_id', params: duoIdParamSchema, query: duoPromotionQuerySchema },
  async ({ user, promotion, params, ip }): Promise<Duo> => {
    await acceptDuo(promotion, { user, ip }, params.id);
    const duo = await findDuo(promotion, user.id, params.id);
    if (!duo) throw new NotFound(DUO_MESSAGES.duoNotFound);
    return duo;
  },
);
