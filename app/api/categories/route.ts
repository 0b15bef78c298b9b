// GET /api/categories — the five activity categories {key, display} (lib/activities/categories.ts is the source).
import { route } from '@/server/http/route';
import { untypedListSchema } from '@/lib/list-response';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { CATEGORIES } from '@/lib/activities/categories';

export const GET = route({ response: untypedListSchema, scope: 'public', action: 'content.read' }, ({ url }) => {
  const data = CATEGORIES.map((c) => ({ key: c.key, display: c.display }));
  return listEnvelope(data, data.length, toPage({ page_size: 0 }), url);
});
