import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { friendshipIdParamSchema } from '@/lib/friends/schemas';
import { deleteFriendship, updateFriendship } from '@/server/friends/mutations';
import { assertBuddiesOn } from '@/server/friends/policy';
import { serializeRequest } from '@/server/friends/serialize';
import { updateFriendshipSchema } from '@/lib/friends/schemas';
import type { FriendRequest } from '@/lib/friends/types';

// PUT /friendships/{id} {status: 'A' | 'D'}: the friendee accepts or declines a pending request; {status: 'P'} (with
// the same friendee_id or friend_email) the friender resends it. Answers the row. Someone else's row is a 404, the
// wrong one of the two people a 403, a row a moderator closed (X) a 403.
export const PUT = route({ response: responses.friendRequestSchema, scope: 'participant', action: 'friends.write', params: friendshipIdParamSchema, body: updateFriendshipSchema }, async ({ user, promotion, params, body, ip }): Promise<FriendRequest> => {
  assertBuddiesOn(promotion);
  return serializeRequest(await updateFriendship(promotion, { user, ip }, params.id, body));
});

// DELETE /friendships/{id}: the friender withdraws a pending request; either friend removes the friendship. 204.
export const DELETE = route({ status: 204, scope: 'participant', action: 'friends.write', params: friendshipIdParamSchema }, async ({ user, promotion, params }) => {
  assertBuddiesOn(promotion);
  await deleteFriendship(promotion, user, params.id);
});
