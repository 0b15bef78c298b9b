import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { assertDuosOn } from '@/server/duos/policy';
import { findDuo, listDuos } from '@/server/duos/queries';
import { inviteToDuo } from '@/server/duos/mutations';
import { createDuoSchema, duoPromotionQuerySchema } from '@/lib/duos/schemas';
import { DUO_MESSAGES } from '@/lib/duos/messages';
import type { Duo, DuoList } from '@/lib/duos/types';

const spec = { scope: 'participant', action: 'duos.use', promotionParam: 'promotion_id', query: duoPromotionQuerySchema } as const;

// GET /duos: [{has_friends, duo_count, max_duos, can_start, duos: {2: completed, 3: in progress, 4: in queue}}].
export const GET = route({ ...spec, response: responses.duoListSchema }, async ({ user, promotion }): Promise<DuoList> => {
  assertDuosOn(promotion);
  return listDuos(promotion, user.id);
});

// POST /duos {receiver_id, duo_template_id}: invite a friend to a duo; 201 with the pending duo.
export const POST = route({ response: responses.duoSchema, ...spec, body: createDuoSchema, status: 201 }, async ({ user, promotion, body, ip }): Promise<Duo> => {
  const id = await inviteToDuo(promotion, { user, ip }, body);
  const duo = await findDuo(promotion, user.id, id);
  if (!duo) throw new NotFound(DUO_MESSAGES.duoNotFound);
  return duo;
});
