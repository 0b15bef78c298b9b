import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope } from '@/server/platform/pagination';
import { NotFound } from '@/server/platform/errors';
import { assertBoardEnabled } from '@/server/leaderboards/policy';
import { boardPaging, containsPattern } from '@/server/leaderboards/paging';
import { locationFilterIds } from '@/server/locations/queries';
import { friendsBoard, individualBoard, myIndividualRank } from '@/server/leaderboards/individual';
import { serializePersonRow } from '@/server/leaderboards/serialize';
import { individualLeaderboardQuerySchema } from '@/lib/leaderboards/schemas';
import { idParamSchema } from '@/lib/schemas';
import { LEADERBOARD_MESSAGES } from '@/lib/leaderboards/messages';
import type { PersonBoard } from '@/lib/leaderboards/types';
import type { ExtraMeta } from '@/lib/list-response';

// GET /promotions/{id}/leaderboard — the individual board (opted-in participants, rank in the whole promotion), or
// with friends_of={userId} the friends board (the caller and accepted friends who opted in, ranked among themselves).
// Filters location={id} (with descendants) and query (name) choose rows; they never change a rank.
// meta.my_rank: {rank, score} of the caller on that board, or null when not opted in. docs/leaderboards.md.
export const GET = route({ response: responses.personBoardSchema, scope: 'promotion', action: 'leaderboards.read', promotionParam: 'id', params: idParamSchema, query: individualLeaderboardQuerySchema }, async ({ user, promotion, query, url }) => {
  const paging = boardPaging(query);
  const filters = {
    locationIds: await locationFilterIds(promotion.id, query.location),
    pattern: containsPattern(query.query),
    text: query.query?.trim() || null,
  };

  if (query.friends_of !== undefined) {
    assertBoardEnabled(promotion, 'friends');
    // Only one's own friends board: another user's friends are theirs to show.
    if (query.friends_of !== 'me' && query.friends_of !== user.id) throw new NotFound(LEADERBOARD_MESSAGES.friendsOfNotFound);
    const board = await friendsBoard(promotion.id, user.id, paging, filters);
    return listEnvelope(board.rows.map(serializePersonRow), board.total, paging.page, url, {
      board: 'friends',
      my_rank: board.myRank,
      truncated: paging.page.pageSize === 0 && board.total > paging.limit,
    } satisfies ExtraMeta<PersonBoard>);
  }

  assertBoardEnabled(promotion, 'individual');
  const optedIn = user.promotion_id === promotion.id && user.opted_in_individual_leaderboard;
  const [board, myRank] = await Promise.all([
    individualBoard(promotion.id, paging, filters),
    optedIn ? myIndividualRank(promotion.id, user.id) : Promise.resolve(null),
  ]);
  return listEnvelope(board.rows.map(serializePersonRow), board.total, paging.page, url, {
    board: 'individual',
    my_rank: myRank,
    truncated: paging.page.pageSize === 0 && board.total > paging.limit,
  } satisfies ExtraMeta<PersonBoard>);
});
