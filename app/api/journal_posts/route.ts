import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { journalListQuerySchema } from '@/lib/journal/schemas';
import { listJournalPosts } from '@/server/journal/queries';
import { assertCanSeeJournalOf } from '@/server/journal/visibility';
import { createJournalPost } from '@/server/journal/mutations';
import { serializeJournalPost } from '@/server/journal/serialize';
import { createJournalPostSchema } from '@/lib/journal/schemas';
import { JOURNEY_WALL_PAGE_SIZE } from '@/lib/journal/constants';

// GET /journal_posts: My Journey's wall, newest first (page_size default 30);
// ?user_id= reads an accepted friend's reflections (server/journal/visibility.ts).
export const GET = route({ response: responses.journalPostListSchema, scope: 'participant', action: 'journal.use', query: journalListQuerySchema }, async ({ user, promotion, query, url }) => {
  const ownerId = query.user_id === undefined || query.user_id === 'me' ? user.id : query.user_id;
  await assertCanSeeJournalOf(user.id, ownerId, promotion);
  const page = toPage(query, JOURNEY_WALL_PAGE_SIZE);
  const { rows, total } = await listJournalPosts(promotion.id, ownerId, page);
  const ctx = { timeZone: promotion.row.time_zone, viewerId: user.id };
  return listEnvelope(rows.map((r) => serializeJournalPost(r, ctx)), total, page, url);
});

// POST /journal_posts {content, user_scene_id?, duo_id?}: a new reflection (awards reflection_created badges).
export const POST = route({ response: responses.journalPostSchema, scope: 'participant', action: 'journal.use', body: createJournalPostSchema, status: 201 }, async ({ user, promotion, body }) => {
  const post = await createJournalPost(user.id, promotion.id, body);
  return serializeJournalPost(post, { timeZone: promotion.row.time_zone, viewerId: user.id });
});
