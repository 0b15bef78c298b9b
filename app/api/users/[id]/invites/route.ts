import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { Forbidden } from '@/server/platform/errors';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { assertTeamsOn } from '@/server/teams/policy';
import { listUserInvites } from '@/server/teams/queries';
import { createTeamInvite } from '@/server/teams/invites';
import { serializeInvite } from '@/server/teams/serialize';
import { userInvitesParamSchema } from '@/lib/teams/schemas';
import { createUserInviteSchema, inviteListQuerySchema } from '@/lib/teams/schemas';
import { TEAM_MESSAGES as M } from '@/lib/teams/messages';
import type { TeamInvite, TeamInviteList } from '@/lib/teams/types';

// GET /users/{user_id}/invites?type=invited|requested&status=unresponded (page_size 0: all): the caller's
// invitations (to them) or requests (theirs) to live teams of the current competition. Own only ('me' or one's id).
export const GET = route({ response: responses.teamInviteListSchema, scope: 'participant', action: 'teams.read', params: userInvitesParamSchema, query: inviteListQuerySchema }, async ({ user, promotion, params, query, url }): Promise<TeamInviteList> => {
  assertTeamsOn(promotion);
  if (params.id !== 'me' && params.id !== user.id) throw new Forbidden(M.onlyOwnInvites);
  const page = toPage(query);
  const { rows, total } = await listUserInvites(promotion.id, user.id, promotion.currentCompetition?.id ?? null, query.type, query.status === undefined ? 'U' : query.status, page);
  return listEnvelope(rows.map(serializeInvite), total, page, url);
});

// POST /users/{user_id}/invites {team_id, invite_type: requested}: the caller asks to join a team. 201.
export const POST = route({ response: responses.teamInviteSchema, scope: 'participant', action: 'teams.use', params: userInvitesParamSchema, body: createUserInviteSchema, status: 201 }, async ({ user, promotion, params, body, ip }): Promise<TeamInvite> => {
  assertTeamsOn(promotion);
  if (params.id !== 'me' && params.id !== user.id) throw new Forbidden(M.onlyOwnInvites);
  return serializeInvite(await createTeamInvite(promotion, { user, ip }, body.team_id, { invite_type: 'R', user_id: user.id }));
});
