import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { assertTeamsOn } from '@/server/teams/policy';
import { teamDetail } from '@/server/teams/views';
import { deleteTeam, updateTeam } from '@/server/teams/mutations';
import { teamIdParamSchema } from '@/lib/teams/schemas';
import { updateTeamSchema } from '@/lib/teams/schemas';
import type { Team } from '@/lib/teams/types';

// GET /teams/{id}: the team with its members (contributed); its leader also gets team_invites (open invitations and
// requests). Another promotion's team is a 404.
export const GET = route({ response: responses.teamSchema, scope: 'participant', action: 'teams.read', params: teamIdParamSchema }, async ({ user, promotion, params }): Promise<Team> => {
  assertTeamsOn(promotion);
  return teamDetail(promotion, user.id, params.id);
});

// PUT /teams/{id} {name?, leader_id?, status?}: the leader renames, hands over the lead (to a member), deletes
// (status 2) or undeletes (status 0: pending, then official again at team_size_min members). Others: 403.
export const PUT = route({ response: responses.teamSchema, scope: 'participant', action: 'teams.use', params: teamIdParamSchema, body: updateTeamSchema }, async ({ user, promotion, params, body }): Promise<Team> => {
  assertTeamsOn(promotion);
  await updateTeam(promotion, user, params.id, body);
  return teamDetail(promotion, user.id, params.id);
});

// DELETE /teams/{id}: the leader's delete, status 2 (members kept, open invitations dropped). Answers the team.
export const DELETE = route({ response: responses.teamSchema, scope: 'participant', action: 'teams.use', params: teamIdParamSchema }, async ({ user, promotion, params }): Promise<Team> => {
  assertTeamsOn(promotion);
  await deleteTeam(promotion, user, params.id);
  return teamDetail(promotion, user.id, params.id);
});
