import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { assertTeamsOn } from '@/server/teams/policy';
import { teamDetail } from '@/server/teams/views';
import { removeMember, updateTeam } from '@/server/teams/mutations';
import { teamMemberParamSchema } from '@/lib/teams/schemas';
import { teamMemberSaveSchema } from '@/lib/teams/schemas';
import type { Team, TeamMemberRemoval } from '@/lib/teams/types';

// PUT /teams/{id}/team_members/{user_id} {is_leader: true}: the team member save — the leader hands the lead to this
// member (the previous leader loses the flag). Answers the team.
export const PUT = route({ response: responses.teamSchema, scope: 'participant', action: 'teams.use', params: teamMemberParamSchema, body: teamMemberSaveSchema }, async ({ user, promotion, params }): Promise<Team> => {
  assertTeamsOn(promotion);
  await updateTeam(promotion, user, params.id, { leader_id: params.userId });
  return teamDetail(promotion, user.id, params.id);
});

// DELETE /teams/{id}/team_members/{user_id}: a member leaves (their own id) or the leader removes a member, during
// enrollment. The leader hands over first (422), unless last: then the team is deleted.
export const DELETE = route({ response: responses.teamMemberRemovalSchema, scope: 'participant', action: 'teams.use', params: teamMemberParamSchema }, async ({ user, promotion, params }): Promise<TeamMemberRemoval> => {
  assertTeamsOn(promotion);
  const teamDeleted = await removeMember(promotion, user, params.id, params.userId);
  return { team_id: params.id, user_id: params.userId, team_deleted: teamDeleted };
});
