// GET /api/categories — the five activity categories {key, display} (lib/activities/categories.ts is the source).
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { CATEGORIES } from '@/lib/activities/categories';

export const GET = route({ response: responses.categoryListSchema, scope: 'public', action: 'content.read' }, ({ url }) => {
  const data = CATEGORIES.map((c) => ({ key: c.key, display: c.display }));
  return listEnvelope(data, data.length, toPage({ page_size: 0 }), url);
});
