import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { requestScope } from '@/server/coordinator/context';
import { deleteParticipant } from '@/server/coordinator/participants';
import { editParticipant } from '@/server/coordinator/participant-edit';
import { participantEditSchema, promotionUserParamsSchema } from '@/lib/coordinator/schemas';

// PUT /promotions/{id}/participants/{userId} {first_name?, last_name?, location_id?}: a coordinator's narrow edit
// (names and a location within their reach; nothing else), audited; the participant as the coordinator's page shows
// them. DELETE: the user table's delete (the account is erased as a self-deletion would; audited), 204. Outside the
// viewer's reach or another promotion's: 404.
export const PUT = route({ response: responses.participantDetailSchema, scope: 'promotion', action: 'coordinator.manage', promotionParam: 'id', params: promotionUserParamsSchema, body: participantEditSchema },
  async (ctx) => editParticipant(await requestScope(ctx), ctx.actor, auditSource(ctx), ctx.params.userId, ctx.body));

export const DELETE = route({ status: 204, scope: 'promotion', action: 'coordinator.manage', promotionParam: 'id', params: promotionUserParamsSchema },
  async (ctx) => {
    await deleteParticipant(await requestScope(ctx), ctx.actor.role, auditSource(ctx), ctx.params.userId);
  });
