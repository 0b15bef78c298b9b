import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope } from '@/server/platform/pagination';
import { assertBoardEnabled } from '@/server/leaderboards/policy';
import { boardPaging } from '@/server/leaderboards/paging';
import { loadLocationTree } from '@/server/locations/queries';
import { locationBoard } from '@/server/leaderboards/location-board';
import { locationLeaderboardQuerySchema } from '@/lib/leaderboards/schemas';
import { idParamSchema } from '@/lib/schemas';
import type { LocationBoard } from '@/lib/leaderboards/types';
import type { ExtraMeta } from '@/lib/list-response';

// GET /promotions/{id}/location_leaderboard — top-level locations ranked by the average points of their opted-in
// participants; location={id} ranks that location's children instead. meta.parent_location_id says which level,
// meta.my_location_id which listed location the caller belongs to.
export const GET = route({ response: responses.locationBoardSchema, scope: 'promotion', action: 'leaderboards.read', promotionParam: 'id', params: idParamSchema, query: locationLeaderboardQuerySchema }, async ({ user, promotion, query, url }) => {
  assertBoardEnabled(promotion, 'location');
  const paging = boardPaging(query);
  const tree = await loadLocationTree(promotion.id);
  const own = user.promotion_id === promotion.id ? user.location_id : null;
  const board = await locationBoard(promotion.id, query.location, paging, tree, own);
  return listEnvelope(board.rows, board.total, paging.page, url, {
    board: 'location',
    score: 'average_points',
    parent_location_id: query.location ?? null,
    my_location_id: board.myLocationId,
  } satisfies ExtraMeta<LocationBoard>);
});
