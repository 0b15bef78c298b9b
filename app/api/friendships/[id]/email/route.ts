import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { friendshipIdParamSchema } from '@/lib/friends/schemas';
import { emailFriend } from '@/server/friends/mutations';
import { assertBuddiesOn } from '@/server/friends/policy';
import { friendEmailSchema } from '@/lib/friends/schemas';
import type { FriendEmailResult } from '@/lib/friends/types';

// POST /friendships/{id}/email {message}: the user popup's "email a friend" — the message goes by email to the other
// person of an accepted friendship, with the sender's name and address to answer to. Flooding answers 429.
export const POST = route({ response: responses.friendEmailResultSchema, scope: 'participant', action: 'friends.write', params: friendshipIdParamSchema, body: friendEmailSchema }, async ({ user, promotion, params, body, ip }): Promise<FriendEmailResult> => {
  assertBuddiesOn(promotion);
  await emailFriend(promotion, { user, ip }, params.id, body);
  return { email_sent: true };
});
