import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { assertTeamsOn } from '@/server/teams/policy';
import { deleteTeamInvite, updateTeamInvite } from '@/server/teams/invites';
import { serializeInvite } from '@/server/teams/serialize';
import { teamInviteParamSchema } from '@/lib/teams/schemas';
import { updateTeamInviteSchema } from '@/lib/teams/schemas';
import type { TeamInvite } from '@/lib/teams/types';

// PUT /teams/{team_id}/invites/{id} {status: accepted|declined} or {resend: true}: the invited person answers an
// invitation, the leader a request; the sender resends. Accepting joins the team (during enrollment, if not full).
export const PUT = route({ response: responses.teamInviteSchema, scope: 'participant', action: 'teams.use', params: teamInviteParamSchema, body: updateTeamInviteSchema }, async ({ user, promotion, params, body, ip }): Promise<TeamInvite> => {
  assertTeamsOn(promotion);
  return serializeInvite(await updateTeamInvite(promotion, { user, ip }, params.inviteId, { teamId: params.id }, body));
});

// DELETE /teams/{team_id}/invites/{id}: withdrawn by its sender or dismissed by the person it names. 204.
export const DELETE = route({ status: 204, scope: 'participant', action: 'teams.use', params: teamInviteParamSchema }, async ({ user, promotion, params }) => {
  assertTeamsOn(promotion);
  await deleteTeamInvite(promotion, user, params.inviteId, { teamId: params.id });
});
