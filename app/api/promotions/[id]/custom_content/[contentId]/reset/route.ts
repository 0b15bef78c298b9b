import { z } from 'zod';
import { route } from '@/server/http/route';
import { auditSource } from '@/server/audit/record';
import { resetContent } from '@/server/content/admin/mutations';
import { CONTENT_ADMIN_MESSAGES } from '@/lib/content/admin-rules';
import { idSchema } from '@/lib/schemas';

const params = z.object({ id: idSchema('id'), contentId: idSchema('contentId', CONTENT_ADMIN_MESSAGES.reset) });

// POST /promotions/{id}/custom_content/{contentId}/reset ("Reset to default"): deletes the promotion's override and
// answers the default that shows again.
export const POST = route({ scope: 'dashboard', action: 'content.manage', params }, async (ctx) =>
  resetContent(auditSource(ctx), ctx.params.id, ctx.params.contentId),
);
