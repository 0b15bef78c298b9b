import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { friendshipListQuerySchema } from '@/lib/friends/schemas';
import { listAcceptedFriends, listPendingRequests } from '@/server/friends/queries';
import { requestFriendship } from '@/server/friends/mutations';
import { assertBuddiesOn } from '@/server/friends/policy';
import { serializeFriend, serializeRequest } from '@/server/friends/serialize';
import { createFriendshipSchema } from '@/lib/friends/schemas';
import type { FriendList, FriendRequest, FriendRequestList } from '@/lib/friends/types';

// GET /friendships?status=A (page_size 0: all): the caller's accepted friends by name, each with the other person as
// friendee (the friends list, the wall's tag dialog). status=received_requests: pending requests others sent the
// caller (the friender is the person); sent_requests: the caller's pending requests, to participants and to addresses
// (friendee null, friend_email set); both newest first. 404 while the promotion does not show the buddy feature.
export const GET = route({ response: responses.friendshipListAnswerSchema, scope: 'participant', action: 'friends.read', query: friendshipListQuerySchema }, async ({ user, promotion, query, url }): Promise<FriendList | FriendRequestList> => {
  assertBuddiesOn(promotion);
  const page = toPage(query);
  if (query.status === 'A') {
    const { rows, total } = await listAcceptedFriends(promotion.id, user.id, page);
    return listEnvelope(rows.map(serializeFriend), total, page, url);
  }
  const { rows, total } = await listPendingRequests(promotion.id, user.id, query.status === 'received_requests' ? 'received' : 'sent', page);
  return listEnvelope(rows.map(serializeRequest), total, page, url);
});

// POST /friendships {status: 'P', friendee_id | friend_email, message}: a friend request (201). An address with an
// account in the promotion is a request to that participant; one without gets the invitation mail.
export const POST = route({ response: responses.friendRequestSchema, scope: 'participant', action: 'friends.write', body: createFriendshipSchema, status: 201 }, async ({ user, promotion, body, ip }): Promise<FriendRequest> => {
  assertBuddiesOn(promotion);
  return serializeRequest(await requestFriendship(promotion, { user, ip }, body));
});
