// Route inputs of /friendships, /friendship_status and /users/search (bodies: lib/friends/schemas.ts).
import { z } from 'zod';
import { idSchema, paginationQuerySchema } from '@/lib/schemas';
import { FRIENDSHIP_LIST_KINDS, USER_SEARCH_MIN_CHARS, USER_SEARCH_PURPOSES } from '@/lib/friends/constants';
import { FRIEND_MESSAGES } from '@/lib/friends/messages';

/** GET /friendships?status=A|received_requests|sent_requests (page_size 0: all). */
export const friendshipListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(FRIENDSHIP_LIST_KINDS, { message: `status must be one of ${FRIENDSHIP_LIST_KINDS.join(', ')}` }),
});

export const friendshipStatusParamSchema = z.object({ userId: idSchema('User id') });
export const friendshipIdParamSchema = z.object({ id: idSchema('Friendship id') });

/** GET /users/search?query=…&for=friends: 3 characters at least (after trimming). */
export const userSearchQuerySchema = z.object({
  query: z.string({ message: FRIEND_MESSAGES.searchTooShort(USER_SEARCH_MIN_CHARS) }).trim()
    .min(USER_SEARCH_MIN_CHARS, FRIEND_MESSAGES.searchTooShort(USER_SEARCH_MIN_CHARS)).max(500),
  for: z.enum(USER_SEARCH_PURPOSES, { message: `for must be one of ${USER_SEARCH_PURPOSES.join(', ')}` }),
  // The spec's clients send the promotion they search; the host's promotion is the one searched.
  promotion_id: z.string().optional(),
});
