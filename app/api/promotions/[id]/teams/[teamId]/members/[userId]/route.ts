import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { assertTabVisible, requestScope } from '@/server/coordinator/context';
import { removeAdminTeamMember } from '@/server/coordinator/teams';
import { promotionTeamMemberParamsSchema } from '@/lib/coordinator/schemas';

// DELETE /promotions/{id}/teams/{teamId}/members/{userId}: a coordinator removes a member; answers the team.
export const DELETE = route({ response: responses.adminTeamSchema, scope: 'promotion', action: 'coordinator.manage', promotionParam: 'id', params: promotionTeamMemberParamsSchema },
  async (ctx) => {
    assertTabVisible(ctx.promotion, ctx.actor, 'teams');
    return removeAdminTeamMember(ctx.promotion, await requestScope(ctx), auditSource(ctx), ctx.params.teamId, ctx.params.userId);
  });
