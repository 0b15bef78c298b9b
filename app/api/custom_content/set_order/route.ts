import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { reorderContent } from '@/server/content/admin/mutations';
import { setOrderBodySchema } from '@/lib/content/admin-schema';

// POST /custom_content/set_order (the content set-order call: sequence list, promotion id, category): the category's
// items in the listed order, hidden ones included, numbered 1, 2, 3…. Masters, on the dashboard.
export const POST = route({ response: responses.adminContentItemListSchema, scope: 'dashboard', action: 'content.manage', body: setOrderBodySchema }, async (ctx) =>
  wholeList(await reorderContent(auditSource(ctx), ctx.body.promotion_id, ctx.body.category, ctx.body.sequence, true), ctx.url));
