import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { assertTeamsOn } from '@/server/teams/policy';
import { listMeta, teamDetail, teamList, teamNeighbors } from '@/server/teams/views';
import { createTeam } from '@/server/teams/mutations';
import { createTeamSchema, teamListQuerySchema } from '@/lib/teams/schemas';
import { TEAM_PAGE_SIZE } from '@/lib/teams/constants';
import type { ExtraMeta } from '@/lib/list-response';
import type { Team, TeamList, TeamNeighborList } from '@/lib/teams/types';

// GET /teams — the current competition's teams (competition_id names another of the promotion): for=join the
// joinable ones (not deleted, not full) by member_count ascending, 20 a page, query searching names; for=mine the
// caller's live team with its members (none: an empty list); status=0|1|2|all (default 0 and 1); sort=member_count|
// name|total_points|created_at with sort_dir; include_members adds team_members. neighbors_id={id}: the official
// teams ranked around that team (rank by total_points, ties by id). 404 while teams are off.
export const GET = route({ response: responses.teamListAnswerSchema, scope: 'participant', action: 'teams.read', query: teamListQuerySchema }, async ({ user, promotion, query, url }) => {
  assertTeamsOn(promotion);
  const page = toPage(query, TEAM_PAGE_SIZE);
  if (query.neighbors_id) {
    const { competition, rows } = await teamNeighbors(promotion, user.id, query.neighbors_id, query.include_members ?? false);
    return listEnvelope(rows, rows.length, toPage({ page_size: 0 }), url, { ...listMeta(competition), neighbors_id: query.neighbors_id } satisfies ExtraMeta<TeamNeighborList>);
  }
  const { competition, rows, total } = await teamList(promotion, user.id, query, page);
  return listEnvelope(rows, total, page, url, { ...listMeta(competition) } satisfies ExtraMeta<TeamList>);
});

// POST /teams {name}: a new team in the current competition, led by the caller (201). Only during enrollment, only
// for someone not on a live team; the name is unique among the competition's live teams (422 'Name has already been
// taken').
export const POST = route({ response: responses.teamSchema, scope: 'participant', action: 'teams.use', body: createTeamSchema, status: 201 }, async ({ user, promotion, body }): Promise<Team> => {
  assertTeamsOn(promotion);
  const id = await createTeam(promotion, user, body);
  return teamDetail(promotion, user.id, id);
});
