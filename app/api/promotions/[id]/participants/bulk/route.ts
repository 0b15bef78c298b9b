import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { requestScope } from '@/server/coordinator/context';
import { bulkParticipants } from '@/server/coordinator/bulk';
import { idParamSchema } from '@/lib/schemas';
import { participantBulkSchema } from '@/lib/coordinator/bulk';

// POST /promotions/{id}/participants/bulk {action: 'unlock', user_ids}: the user table's bulk action, checked row by
// row (reach, role) with a result per id ({data: [{id, status, error}], meta: {done, failed}}); 200 even when some
// rows fail, since each row's answer is in the body.
export const POST = route({ response: responses.participantBulkResultSchema, scope: 'promotion', action: 'users.unlock', promotionParam: 'id', params: idParamSchema, body: participantBulkSchema },
  async (ctx) => bulkParticipants(await requestScope(ctx), ctx.actor.role, auditSource(ctx), ctx.body));
