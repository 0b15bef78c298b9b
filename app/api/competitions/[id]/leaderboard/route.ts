import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope } from '@/server/platform/pagination';
import { assertBoardEnabled } from '@/server/leaderboards/policy';
import { resolveBoardCompetition } from '@/server/leaderboards/scope';
import { boardPaging, containsPattern } from '@/server/leaderboards/paging';
import { loadLocationTree, locationFilterIds } from '@/server/locations/queries';
import { myTeamRank, teamBoard } from '@/server/leaderboards/teams';
import { teamLeaderboardQuerySchema } from '@/lib/leaderboards/schemas';
import { idParamSchema } from '@/lib/schemas';
import type { TeamBoard } from '@/lib/leaderboards/types';
import type { ExtraMeta } from '@/lib/list-response';

// GET /competitions/{id}/leaderboard — official teams of the competition ranked by total_points (ties by id);
// location={id} keeps teams whose leader is there (or below), query matches team names.
// meta.my_rank: {rank, score, team_id} of the caller's official team, or null without one (no own rank then).
export const GET = route({ response: responses.teamBoardSchema, scope: 'signed-in', action: 'leaderboards.read', params: idParamSchema, query: teamLeaderboardQuerySchema }, async ({ user, promotion: host, params, query, url }) => {
  const { competition, promotion } = await resolveBoardCompetition(user, host, params.id);
  assertBoardEnabled(promotion, 'team');
  const paging = boardPaging(query);
  const tree = await loadLocationTree(promotion.id);
  const filters = {
    locationIds: await locationFilterIds(promotion.id, query.location, tree),
    pattern: containsPattern(query.query),
    text: query.query?.trim() || null,
  };
  const [board, mine] = await Promise.all([
    teamBoard(promotion.id, competition.id, paging, filters, tree),
    myTeamRank(promotion.id, competition.id, user.id),
  ]);
  return listEnvelope(board.rows, board.total, paging.page, url, {
    board: 'team',
    competition_id: competition.id,
    my_rank: mine,
  } satisfies ExtraMeta<TeamBoard>);
});
