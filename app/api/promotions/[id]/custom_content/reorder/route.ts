import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { reorderContent } from '@/server/content/admin/mutations';
import { reorderBodySchema } from '@/lib/content/admin-schema';
import { idParamSchema } from '@/lib/schemas';
import { contentReorderQuerySchema } from '@/lib/content/schemas';

// POST /promotions/{id}/custom_content/reorder?hidden=true&category= with {"sequence": [ids]}: the category as the
// promotion shows it, in that order (a default that moves becomes the promotion's override).
export const POST = route({ response: responses.adminContentItemListSchema, scope: 'dashboard', action: 'content.manage', params: idParamSchema, query: contentReorderQuerySchema, body: reorderBodySchema }, async (ctx) =>
  wholeList(await reorderContent(auditSource(ctx), ctx.params.id, ctx.query.category, ctx.body.sequence, ctx.query.hidden === 'true'), ctx.url));
