import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { Forbidden, Invalid, NotFound } from '@/server/platform/errors';
import { friendshipStatusParamSchema } from '@/lib/friends/schemas';
import { friendshipsBetween } from '@/server/friends/queries';
import { friendStatusOf } from '@/server/friends/serialize';
import { assertBuddiesOn } from '@/server/friends/policy';
import { findParticipantInPromotion } from '@/server/users/queries';
import { FRIEND_MESSAGES } from '@/lib/friends/messages';
import type { FriendshipStatusAnswer } from '@/lib/friends/types';

// GET /friendship_status/{userId}: the caller's derived friend status with another participant of the promotion
// (available 0, incoming 1, outgoing 2, friend 3) and the row it comes from. Another promotion's user or an unknown
// id is a 404; the caller themself a 422; a friendship a moderator closed (X) the spec's 403. 404 while the promotion
// does not show the buddy feature.
export const GET = route({ response: responses.friendshipStatusAnswerSchema, scope: 'participant', action: 'friends.read', params: friendshipStatusParamSchema }, async ({ user, promotion, params }): Promise<FriendshipStatusAnswer> => {
  assertBuddiesOn(promotion);
  if (params.userId === user.id) throw new Invalid(FRIEND_MESSAGES.notYourself);
  const [target, rows] = await Promise.all([findParticipantInPromotion(params.userId, promotion.id), friendshipsBetween(promotion.id, user.id, params.userId)]);
  if (!target) throw new NotFound(FRIEND_MESSAGES.userNotFound);
  const answer = friendStatusOf(rows, user.id);
  if (answer === 'moderator') throw new Forbidden(FRIEND_MESSAGES.moderator);
  return answer;
});
