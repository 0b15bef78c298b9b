import { route } from '@/server/http/route';
import { listEnvelope, toPage } from '@/server/http/pagination';
import { unprocessable } from '@/server/http/errors';
import { friendshipListQuerySchema } from '@/server/friends/schemas';
import { listAcceptedFriends } from '@/server/friends/queries';
import { serializeFriend } from '@/server/friends/serialize';
import { FRIEND_MESSAGES } from '@/lib/friends/messages';
import type { FriendList } from '@/lib/friends/types';

// GET /friendships?status=A (page_size 0: all): the caller's accepted friends by name, each with the other person as
// friendee (the wall's tag dialog, the friends list). The request lists (received_requests, sent_requests) come with
// the friends screens.
export const GET = route({ scope: 'participant', action: 'friends.read', query: friendshipListQuerySchema }, async ({ user, promotion, query, url }): Promise<FriendList> => {
  if (query.status !== 'A') throw unprocessable(FRIEND_MESSAGES.onlyAcceptedYet);
  const page = toPage(query);
  const { rows, total } = await listAcceptedFriends(promotion.id, user.id, page);
  return listEnvelope(rows.map(serializeFriend), total, page, url);
});
