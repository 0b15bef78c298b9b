// Route inputs of /journal_posts that only the server needs (bodies are shared: lib/journal/schemas.ts).
import { z } from 'zod';
import { paginationQuerySchema } from '@/server/http/pagination';

export const journalPostIdParamSchema = z.object({ id: z.coerce.number().int().positive('Reflection id must be a positive number') });

/** GET /journal_posts: the caller's reflections, or a friend's with user_id. */
export const journalListQuerySchema = paginationQuerySchema.extend({
  user_id: z.union([z.literal('me'), z.coerce.number().int().positive('user_id must be a positive number')]).optional(),
});
