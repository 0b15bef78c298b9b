import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { markContentReviewed } from '@/server/promotions/admin/cockpit';
import { idParamSchema } from '@/lib/schemas';

// POST /promotions/{id}/content_review: the cockpit's "content reviewed", recorded with who and when; answers the checklist.
export const POST = route({ response: responses.readinessSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async (ctx) =>
  markContentReviewed(auditSource(ctx), ctx.params.id, ctx.locale),
);
