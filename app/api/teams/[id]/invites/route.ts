import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { Forbidden } from '@/server/platform/errors';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { assertTeamsOn } from '@/server/teams/policy';
import { listTeamInvites } from '@/server/teams/queries';
import { createTeamInvite } from '@/server/teams/invites';
import { loadTeam, teamFacts } from '@/server/teams/mutations';
import { serializeInvite } from '@/server/teams/serialize';
import { teamIdParamSchema } from '@/lib/teams/schemas';
import { isTeamLeader } from '@/server/auth/abilities';
import { createTeamInviteSchema, inviteListQuerySchema } from '@/lib/teams/schemas';
import { TEAM_MESSAGES as M } from '@/lib/teams/messages';
import type { TeamInvite, TeamInviteList } from '@/lib/teams/types';

// GET /teams/{team_id}/invites?type=invited|requested&status=unresponded|accepted|declined|all (page_size 0: all):
// the team's invitations or requests, newest first. The leader only (403 for others).
export const GET = route({ response: responses.teamInviteListSchema, scope: 'participant', action: 'teams.read', params: teamIdParamSchema, query: inviteListQuerySchema }, async ({ user, promotion, params, query, url }): Promise<TeamInviteList> => {
  assertTeamsOn(promotion);
  const { team } = await loadTeam(promotion, params.id);
  if (!isTeamLeader(user, teamFacts(team))) throw new Forbidden(M.leaderOnly);
  const page = toPage(query);
  const { rows, total } = await listTeamInvites(promotion.id, params.id, query.type, query.status === undefined ? 'U' : query.status, page);
  return listEnvelope(rows.map(serializeInvite), total, page, url);
});

// POST /teams/{team_id}/invites {user_id | email, invite_type}: 'I' the leader invites a participant or an address
// (the address without an account gets the invitation mail); 'R' the caller asks to join. 201.
export const POST = route({ response: responses.teamInviteSchema, scope: 'participant', action: 'teams.use', params: teamIdParamSchema, body: createTeamInviteSchema, status: 201 }, async ({ user, promotion, params, body, ip }): Promise<TeamInvite> => {
  assertTeamsOn(promotion);
  return serializeInvite(await createTeamInvite(promotion, { user, ip }, params.id, body));
});
