import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { requestScope } from '@/server/coordinator/context';
import { participantPage } from '@/server/coordinator/participants';
import { idParamSchema } from '@/lib/schemas';
import { participantsQuerySchema } from '@/lib/coordinator/schemas';

// GET /promotions/{id}/participants?q&sort&dir&cursor&page&page_size&location_id: the user table within the viewer's
// reach, in the list contract ({data, meta: {total_records, links}}; page, page_size, 0 = all) and, for the screen, a
// keyset page at a time (cursor → meta.next_cursor, total, fourth_column).
export const GET = route({ response: responses.participantPageSchema, scope: 'promotion', action: 'coordinator.read', promotionParam: 'id', params: idParamSchema, query: participantsQuerySchema },
  async (ctx) => participantPage(ctx.promotion, await requestScope(ctx), ctx.query, ctx.url, ctx.locale));
