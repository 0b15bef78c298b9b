import { z } from 'zod';
import { route } from '@/server/http/route';
import { listEnvelope, toPage } from '@/server/http/pagination';
import { idSchema, paginationQuerySchema } from '@/lib/schemas';
import { listContent } from '@/server/content/queries';
import { mayViewHiddenContent } from '@/server/auth/abilities';
import { contentPromotionId } from '@/server/content/scope';
import { serializeContent } from '@/server/content/serialize';

const querySchema = paginationQuerySchema.extend({
  category: z.string().trim().min(1).max(100).optional(),
  key: z.string().trim().min(1).max(200).optional(),
  group: z.string().trim().min(1).max(200).optional(),
  hidden: z.enum(['true', 'false'], { message: 'hidden must be true or false' }).optional(),
  promotion_id: idSchema('promotion_id').optional(),
});

// GET /custom_content?category=&key=&page_size= — public; the promotion's rows override the defaults.
// hidden=true adds hidden rows for coordinators and above; for anyone else it is ignored.
// Without page_size every matching item comes back (content loads by category read them all).
export const GET = route({ scope: 'public', action: 'content.read', query: querySchema }, async ({ host, actor, query, url }) => {
  const promotionId = await contentPromotionId(host, actor, query.promotion_id);
  const includeHidden = query.hidden === 'true' && (await mayViewHiddenContent(actor, promotionId));
  const rows = await listContent(promotionId, { category: query.category, key: query.key, group: query.group, includeHidden });
  const page = toPage(query, 0);
  const slice = page.take === undefined ? rows : rows.slice(page.skip, page.skip + page.take);
  return listEnvelope(slice.map(serializeContent), rows.length, page, url);
});
