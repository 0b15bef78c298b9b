import { route } from '@/server/http/route';
import { auditSource } from '@/server/audit/record';
import { requestScope } from '@/server/coordinator/context';
import { deleteParticipant } from '@/server/coordinator/participants';
import { promotionUserParamsSchema } from '@/lib/coordinator/schemas';

// DELETE /promotions/{id}/participants/{userId}: the user table's delete (the account is erased as a self-deletion
// would; audited). 204; outside the viewer's reach or another promotion's: 404.
export const DELETE = route({ scope: 'promotion', action: 'coordinator.manage', promotionParam: 'id', params: promotionUserParamsSchema },
  async (ctx) => {
    await deleteParticipant(await requestScope(ctx), ctx.actor.role, auditSource(ctx), ctx.params.userId);
  });
