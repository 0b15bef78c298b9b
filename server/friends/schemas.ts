// Route inputs of /friendships and /friendship_status.
import { z } from 'zod';
import { idSchema, paginationQuerySchema } from '@/lib/schemas';
import { FRIENDSHIP_LIST_KINDS } from '@/lib/friends/constants';

/** GET /friendships?status=A|received_requests|sent_requests (page_size 0: all). */
export const friendshipListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(FRIENDSHIP_LIST_KINDS, { message: `status must be one of ${FRIENDSHIP_LIST_KINDS.join(', ')}` }),
});

export const friendshipStatusParamSchema = z.object({ userId: idSchema('User id') });
