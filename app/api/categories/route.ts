// GET /api/categories — the five activity categories {key, display} (lib/activities/categories.ts is the source), each
// named in the request's language from the categories catalog.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { CATEGORIES } from '@/lib/activities/categories';
import { translatorFor } from '@/server/i18n/translator';

export const GET = route({ response: responses.categoryListSchema, scope: 'public', action: 'content.read' }, ({ url, locale }) => {
  const t = translatorFor(locale, 'categories.names');
  const data = CATEGORIES.map((c) => ({ key: c.key, display: t(c.key) }));
  return listEnvelope(data, data.length, toPage({ page_size: 0 }), url);
});
