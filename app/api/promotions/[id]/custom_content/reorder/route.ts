import { z } from 'zod';
import { route } from '@/server/http/route';
import { auditSource } from '@/server/audit/record';
import { reorderContent } from '@/server/content/admin/mutations';
import { categorySchema, reorderBodySchema } from '@/lib/content/admin-schema';
import { idParamSchema } from '@/lib/schemas';

const querySchema = z.object({
  category: categorySchema,
  /** hidden=true: the list names the hidden items too; otherwise the visible ones, and the hidden follow them. */
  hidden: z.enum(['true', 'false'], { message: 'hidden must be true or false' }).optional(),
});

// POST /promotions/{id}/custom_content/reorder?hidden=true&category= with {"sequence": [ids]}: the category as the
// promotion shows it, in that order (a default that moves becomes the promotion's override).
export const POST = route({ scope: 'dashboard', action: 'content.manage', params: idParamSchema, query: querySchema, body: reorderBodySchema }, async (ctx) => ({
  data: await reorderContent(auditSource(ctx), ctx.params.id, ctx.query.category, ctx.body.sequence, ctx.query.hidden === 'true'),
}));
