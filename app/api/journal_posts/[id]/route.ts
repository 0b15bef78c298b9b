import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { journalPostIdParamSchema } from '@/lib/journal/schemas';
import { findJournalPost } from '@/server/journal/queries';
import { assertCanSeeJournalOf } from '@/server/journal/visibility';
import { deleteJournalPost, updateJournalPost } from '@/server/journal/mutations';
import { serializeJournalPost } from '@/server/journal/serialize';
import { updateJournalPostSchema } from '@/lib/journal/schemas';
import { JOURNAL_MESSAGES } from '@/lib/journal/messages';

// GET /journal_posts/{id}: the author or an accepted friend; anyone else 404.
export const GET = route({ response: responses.journalPostSchema, scope: 'participant', action: 'journal.use', params: journalPostIdParamSchema }, async ({ user, promotion, params }) => {
  const post = await findJournalPost(params.id, promotion.id);
  if (!post) throw new NotFound(JOURNAL_MESSAGES.notFound);
  await assertCanSeeJournalOf(user.id, post.user_id, promotion);
  return serializeJournalPost(post, { timeZone: promotion.row.time_zone, viewerId: user.id });
});

// PUT /journal_posts/{id} {content, user_scene_id?, duo_id?}: the author only.
export const PUT = route({ response: responses.journalPostSchema, scope: 'participant', action: 'journal.use', params: journalPostIdParamSchema, body: updateJournalPostSchema },
  async ({ user, promotion, params, body }) => {
    const post = await updateJournalPost(params.id, user.id, promotion.id, body);
    return serializeJournalPost(post, { timeZone: promotion.row.time_zone, viewerId: user.id });
  },
);

// DELETE /journal_posts/{id}: the author only; 204.
export const DELETE = route({ status: 204, scope: 'participant', action: 'journal.use', params: journalPostIdParamSchema }, async ({ user, promotion, params }) => {
  await deleteJournalPost(params.id, user.id, promotion.id);
});
