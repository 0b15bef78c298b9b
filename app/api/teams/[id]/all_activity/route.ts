import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { assertTeamsOn } from '@/server/teams/policy';
import { teamWeekActivity } from '@/server/teams/views';
import { teamIdParamSchema } from '@/lib/teams/schemas';
import { weekQuerySchema } from '@/lib/teams/schemas';
import type { TeamWeekActivity } from '@/lib/teams/types';

// GET /teams/{id}/all_activity?wk={week}: the members' logged activities of competition week wk (default the current
// week), by member with their week's points. The team's members only (403 for others).
export const GET = route({ response: responses.teamWeekActivitySchema, scope: 'participant', action: 'teams.read', params: teamIdParamSchema, query: weekQuerySchema }, async ({ user, promotion, params, query }): Promise<TeamWeekActivity> => {
  assertTeamsOn(promotion);
  return teamWeekActivity(promotion, user.id, params.id, query.wk);
});
