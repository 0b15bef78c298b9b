// Request bodies of /journal_posts, shared by the server (validation) and the UI (form rules).
import { z } from 'zod';
import { idSchema, paginationQuerySchema } from '@/lib/schemas';
import { JOURNAL_CONTENT_MAX_LENGTH } from './constants';
import { JOURNAL_MESSAGES } from './messages';

const content = z
  .string({ message: JOURNAL_MESSAGES.contentBlank })
  .trim()
  .min(1, JOURNAL_MESSAGES.contentBlank)
  .max(JOURNAL_CONTENT_MAX_LENGTH, JOURNAL_MESSAGES.contentTooLong);

const optionalId = idSchema('id').nullable().optional();

/** POST /journal_posts: a reflection, optionally about one of the user's scenes or duos. */
export const createJournalPostSchema = z.object({
  content,
  user_scene_id: optionalId,
  duo_id: optionalId,
});

/** PUT /journal_posts/{id}: the same fields; content stays required (a blank save is refused, not a delete). */
export const updateJournalPostSchema = createJournalPostSchema;

export type CreateJournalPostInput = z.infer<typeof createJournalPostSchema>;

export const journalPostIdParamSchema = z.object({ id: idSchema('Reflection id') });

/** GET /journal_posts: the caller's reflections, or a friend's with user_id. */
export const journalListQuerySchema = paginationQuerySchema.extend({
  user_id: z.union([z.literal('me'), idSchema('user_id')]).optional(),
});
