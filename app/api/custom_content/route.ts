import { z } from 'zod';
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { idSchema, paginationQuerySchema } from '@/lib/schemas';
import { listContent } from '@/server/content/queries';
import { mayViewHiddenContent } from '@/server/auth/abilities';
import { contentPromotionId } from '@/server/content/scope';
import { serializeContent } from '@/server/content/serialize';
import { favoritedAmong, listTips, TIPS_CATEGORY } from '@/server/tips/queries';
import { serializeTip } from '@/server/tips/serialize';
import { participantId } from '@/server/recipes/policy';
import { auditSource } from '@/server/audit/record';
import { createContent } from '@/server/content/admin/mutations';
import { contentScope, listEditorContent } from '@/server/content/admin/queries';
import { contentWriteSchema } from '@/lib/content/admin-schema';
import { can } from '@/lib/permissions';

const querySchema = paginationQuerySchema.extend({
  category: z.string().trim().min(1).max(100).optional(),
  key: z.string().trim().min(1).max(200).optional(),
  group: z.string().trim().min(1).max(200).optional(),
  hidden: z.enum(['true', 'false'], { message: 'hidden must be true or false' }).optional(),
  promotion_id: idSchema('promotion_id').optional(),
  /** Tips only: case-insensitive on title or content, a straight apostrophe matching a curly one. */
  search: z.string().trim().max(100, 'search is too long').optional(),
  /** structured=true: the items keyed by their key ({"data": {"key": item}}), as pages that pick items by key read them. */
  structured: z.enum(['true', 'false'], { message: 'structured must be true or false' }).optional(),
});

const keyed = <T extends { key: string }>(items: T[]) => Object.fromEntries(items.map((item) => [item.key, item]));

// GET /custom_content?category=&key=&page_size= — public; the promotion's rows override the defaults.
// hidden=true adds hidden rows for coordinators and above; for anyone else it is ignored.
// Without page_size every matching item comes back (content loads by category read them all).
// category=tips on a promotion's host is the tips list (server/tips/queries.ts): nothing before the start, then the
// tips released so far, newest first, searchable, each with the caller's favorite. The content editor (hidden=true)
// reads every tip as content.
export const GET = route({ response: responses.contentListAnswerSchema, scope: 'public', action: 'content.read', query: querySchema }, async ({ host, actor, query, url, locale }) => {
  const promotionId = await contentPromotionId(host, actor, query.promotion_id);
  const includeHidden = query.hidden === 'true' && (await mayViewHiddenContent(actor, promotionId));
  const page = toPage(query, 0);
  if (query.category === TIPS_CATEGORY && host.promotion && !includeHidden && query.key === undefined) {
    const userId = participantId(actor, host.promotion.id);
    const tips = await listTips({ promotion: host.promotion, userId, locale }, query.search);
    const slice = page.take === undefined ? tips.slice(page.skip) : tips.slice(page.skip, page.skip + page.take);
    const favorites = await favoritedAmong(userId, slice.map((t) => t.id));
    return listEnvelope(slice.map((t) => serializeTip(t, favorites.has(t.id))), tips.length, page, url);
  }
  const filter = { category: query.category, key: query.key, group: query.group };
  // The content editor (a master on the dashboard): each item also says whether the promotion owns it and whether a
  // default lies beneath it (Reset to default), in its own language with its translations. Everyone else reads the
  // items in their language (a translation in it, else the item's own text).
  const items = includeHidden && host.isDashboard && actor && can(actor.role, 'content.manage')
    ? await listEditorContent(await contentScope(promotionId), filter)
    : (await listContent(promotionId, { ...filter, includeHidden, locale })).map(serializeContent);
  const slice = page.take === undefined ? items : items.slice(page.skip, page.skip + page.take);
  if (query.structured === 'true') return { data: keyed(slice), meta: { total_records: items.length } };
  return listEnvelope(slice, items.length, page, url);
});

// POST /custom_content (content save, create): a new key or group of a category, for a promotion (promotion_id) or
// the defaults. Masters, on the dashboard.
export const POST = route({ response: responses.adminContentItemSchema, scope: 'dashboard', action: 'content.manage', body: contentWriteSchema, status: 201 }, async (ctx) =>
  createContent(auditSource(ctx), ctx.body),
);
