import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { resetContent } from '@/server/content/admin/mutations';
import { contentResetParamSchema as params } from '@/lib/content/schemas';

// POST /promotions/{id}/custom_content/{contentId}/reset ("Reset to default"): deletes the promotion's override and
// answers the default that shows again.
export const POST = route({ response: responses.adminContentItemSchema, scope: 'dashboard', action: 'content.manage', params }, async (ctx) =>
  resetContent(auditSource(ctx), ctx.params.id, ctx.params.contentId),
);
