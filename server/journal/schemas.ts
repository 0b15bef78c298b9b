// Route inputs of /journal_posts that only the server needs (bodies are shared: lib/journal/schemas.ts).
import { z } from 'zod';
import { idSchema, paginationQuerySchema } from '@/lib/schemas';

export const journalPostIdParamSchema = z.object({ id: idSchema('Reflection id') });

/** GET /journal_posts: the caller's reflections, or a friend's with user_id. */
export const journalListQuerySchema = paginationQuerySchema.extend({
  user_id: z.union([z.literal('me'), idSchema('user_id')]).optional(),
});
