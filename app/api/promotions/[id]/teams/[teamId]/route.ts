import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { assertTabVisible, requestScope } from '@/server/coordinator/context';
import { findAdminTeam, updateAdminTeam } from '@/server/coordinator/teams';
import { promotionTeamParamsSchema } from '@/lib/coordinator/schemas';
import { updateTeamSchema } from '@/lib/teams/schemas';

const spec = { scope: 'promotion', promotionParam: 'id', params: promotionTeamParamsSchema } as const;

// GET /promotions/{id}/teams/{teamId}: members and open invites.
export const GET = route({ response: responses.adminTeamSchema, ...spec, action: 'coordinator.read' }, async (ctx) => {
  assertTabVisible(ctx.promotion, ctx.actor, 'teams');
  return findAdminTeam(ctx.promotion, await requestScope(ctx), ctx.params.teamId);
});

// PUT /promotions/{id}/teams/{teamId} {name?, status?, leader_id?}: a coordinator's edit by the teams module's rules
// (undelete = status 0, then official again at team_size_min members); audited.
export const PUT = route({ response: responses.adminTeamSchema, ...spec, action: 'coordinator.manage', body: updateTeamSchema }, async (ctx) => {
  assertTabVisible(ctx.promotion, ctx.actor, 'teams');
  return updateAdminTeam(ctx.promotion, await requestScope(ctx), auditSource(ctx), ctx.params.teamId, ctx.body);
});
