import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { journalPostIdParamSchema } from '@/lib/journal/schemas';
import { findJournalPost } from '@/server/journal/queries';
import { listLikes } from '@/server/posts/queries';
import { assertCanSeeJournalOf } from '@/server/journal/visibility';
import { likeJournalPost, unlikeJournalPost } from '@/server/journal/mutations';
import { serializeLike } from '@/server/journal/serialize';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { JOURNAL_MESSAGES } from '@/lib/journal/messages';

/** The reflection, if the caller may see it (author or accepted friend); otherwise 404. */
async function visiblePost(id: number, viewerId: number, promotion: ResolvedPromotion) {
  const post = await findJournalPost(id, promotion.id);
  if (!post) throw new NotFound(JOURNAL_MESSAGES.notFound);
  await assertCanSeeJournalOf(viewerId, post.user_id, promotion);
  return post;
}

// GET /journal_posts/{id}/likes: who liked it (all of them; the popover shows 9 and a count).
export const GET = route({ response: responses.journalLikeListSchema, scope: 'participant', action: 'journal.use', params: journalPostIdParamSchema }, async ({ user, promotion, params, url }) => {
  await visiblePost(params.id, user.id, promotion);
  const likes = await listLikes(params.id, promotion.id);
  return listEnvelope(likes.map(serializeLike), likes.length, toPage({ page_size: 0 }), url);
});

// POST /journal_posts/{id}/likes: like it (again is a no-op); 201 with the like.
export const POST = route({ response: responses.journalLikeSchema, scope: 'participant', action: 'journal.use', params: journalPostIdParamSchema, status: 201 }, async ({ user, promotion, params }) => {
  const post = await visiblePost(params.id, user.id, promotion);
  return likeJournalPost(post, user.id, promotion.id);
});

// DELETE /journal_posts/{id}/likes: take the caller's like back; 204.
export const DELETE = route({ status: 204, scope: 'participant', action: 'journal.use', params: journalPostIdParamSchema }, async ({ user, promotion, params }) => {
  await visiblePost(params.id, user.id, promotion);
  await unlikeJournalPost(params.id, user.id, promotion.id);
});
