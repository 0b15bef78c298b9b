import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { assertDuosOn } from '@/server/duos/policy';
import { findDuo } from '@/server/duos/queries';
import { duoIdParamSchema, duoPromotionQuerySchema } from '@/lib/duos/schemas';
import { DUO_MESSAGES } from '@/lib/duos/messages';
import type { Duo } from '@/lib/duos/types';

// GET /duos/{id}: one of the caller's duos (anyone else's, or another promotion's, is a 404).
export const GET = route(
  { response: responses.duoSchema, scope: 'participant', action: 'duos.use', promotionParam: 'promotion_id', params: duoIdParamSchema, query: duoPromotionQuerySchema },
  async ({ user, promotion, params }): Promise<Duo> => {
    assertDuosOn(promotion);
    const duo = await findDuo(promotion, user.id, params.id);
    if (!duo) throw new NotFound(DUO_MESSAGES.duoNotFound);
    return duo;
  },
);
