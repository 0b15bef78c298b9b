import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope } from '@/server/platform/pagination';
import { userSearchQuerySchema } from '@/lib/friends/schemas';
import { searchDuoFriends, searchTeamCandidates, searchUsers } from '@/server/friends/search';
import { assertTeamsOn } from '@/server/teams/policy';
import { assertBuddiesOn } from '@/server/friends/policy';
import { USER_SEARCH_LIMIT } from '@/lib/friends/constants';
import type { UserSearchList } from '@/lib/friends/types';
import type { DuoFriendList } from '@/lib/duos/types';

// GET /users/search?query=…&for=friends (promotion_id, when sent, must be the host's): participants of the caller's
// promotion by part of their name (from 3 characters) or exact address, at most 20, each with the caller's friend
// status (available 0, incoming 1, outgoing 2, friend 3) and the friendships row it comes from.
export const GET = route({ response: responses.userSearchAnswerSchema, scope: 'participant', action: 'users.search', promotionParam: 'promotion_id', query: userSearchQuerySchema }, async ({ user, promotion, query, url }): Promise<UserSearchList | DuoFriendList> => {
  // for=duos: the caller's friends by name, each with their duo count and availability (lib/duos/types.ts DuoFriend).
  if (query.for === 'duos') {
    assertBuddiesOn(promotion);
    const friends = await searchDuoFriends(promotion.id, user.id, query.query);
    return listEnvelope(friends, friends.length, { page: 1, pageSize: USER_SEARCH_LIMIT, skip: 0, take: USER_SEARCH_LIMIT }, url);
  }
  // for=team: participants not on a live team of the current competition (a leader's invite search); teams must be on.
  if (query.for === 'team') {
    assertTeamsOn(promotion);
    const competitionId = promotion.currentCompetition?.id;
    const rows = competitionId ? await searchTeamCandidates(promotion.id, user.id, competitionId, query.query) : [];
    return listEnvelope(rows, rows.length, { page: 1, pageSize: USER_SEARCH_LIMIT, skip: 0, take: USER_SEARCH_LIMIT }, url);
  }
  // 'friends' is the only purpose yet (duos and teams bring theirs): it needs the buddy feature.
  if (query.for === 'friends') assertBuddiesOn(promotion);
  const rows = await searchUsers(promotion.id, user.id, query.query);
  return listEnvelope(rows, rows.length, { page: 1, pageSize: USER_SEARCH_LIMIT, skip: 0, take: USER_SEARCH_LIMIT }, url);
});
