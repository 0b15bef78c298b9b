import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { listCustomEmails } from '@/server/one-time-emails/queries';
import { createCustomEmail } from '@/server/one-time-emails/mutations';
import { idParamSchema } from '@/lib/schemas';
import { newCustomEmailBodySchema } from '@/lib/emails/schemas';

// GET /promotions/{id}/custom_emails: the one-time email queue (upcoming first, then sent).
export const GET = route({ response: responses.customEmailListSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params, url }) => {
  await requireAdminPromotion(params.id);
  return wholeList(await listCustomEmails(params.id), url);
});

// POST /promotions/{id}/custom_emails (email, promotion_id): create; a send time now or past sends it at once.
export const POST = route({ response: responses.customEmailJsonSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: newCustomEmailBodySchema, status: 201 }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return createCustomEmail(auditSource(ctx), ctx.params.id, ctx.body.email);
});
