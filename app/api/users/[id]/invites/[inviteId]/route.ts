import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { assertTeamsOn } from '@/server/teams/policy';
import { deleteTeamInvite, updateTeamInvite } from '@/server/teams/invites';
import { serializeInvite } from '@/server/teams/serialize';
import { userInviteParamSchema } from '@/lib/teams/schemas';
import { updateTeamInviteSchema } from '@/lib/teams/schemas';
import type { TeamInvite } from '@/lib/teams/types';

// PUT /users/{user_id}/invites/{id} {status: accepted|declined} or {resend: true}: the caller answers an invitation
// to them, or resends their request. Own only.
export const PUT = route({ response: responses.teamInviteSchema, scope: 'participant', action: 'teams.use', params: userInviteParamSchema, body: updateTeamInviteSchema }, async ({ user, promotion, params, body, ip }): Promise<TeamInvite> => {
  assertTeamsOn(promotion);
  return serializeInvite(await updateTeamInvite(promotion, { user, ip }, params.inviteId, { userId: params.id === 'me' ? user.id : params.id }, body));
});

// DELETE /users/{user_id}/invites/{id}: the caller withdraws their request or dismisses an invitation. 204.
export const DELETE = route({ status: 204, scope: 'participant', action: 'teams.use', params: userInviteParamSchema }, async ({ user, promotion, params }) => {
  assertTeamsOn(promotion);
  await deleteTeamInvite(promotion, user, params.inviteId, { userId: params.id === 'me' ? user.id : params.id });
});
