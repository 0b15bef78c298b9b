import { route } from '@/server/http/route';
import { requestScope } from '@/server/coordinator/context';
import { participantPage } from '@/server/coordinator/participants';
import { idParamSchema } from '@/lib/schemas';
import { participantsQuerySchema } from '@/lib/coordinator/schemas';

// GET /promotions/{id}/participants?q&sort&dir&cursor&page_size&location_id: the user table, a keyset page at a time
// ({data, meta: {total, next_cursor, fourth_column}}), within the viewer's reach.
export const GET = route({ scope: 'promotion', action: 'coordinator.read', promotionParam: 'id', params: idParamSchema, query: participantsQuerySchema },
  async (ctx) => participantPage(ctx.promotion, await requestScope(ctx), ctx.query));
