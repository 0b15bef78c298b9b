import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { listKeywords } from '@/server/content/admin/queries';
import { idParamSchema, paginationQuerySchema } from '@/lib/schemas';

// GET /promotions/{id}/keywords?page_size=0: every content key the promotion sees (defaults and its own), by
// category then key — the editor's key and group pickers.
export const GET = route({ response: responses.contentKeywordListSchema, scope: 'dashboard', action: 'content.manage', params: idParamSchema, query: paginationQuerySchema }, async ({ params, query, url }) => {
  const keywords = await listKeywords(params.id);
  const page = toPage(query, 0);
  const slice = page.take === undefined ? keywords : keywords.slice(page.skip, page.skip + page.take);
  return listEnvelope(slice, keywords.length, page, url);
});
