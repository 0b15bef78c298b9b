import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { findCustomEmail } from '@/server/one-time-emails/queries';
import { deleteCustomEmail, updateCustomEmail } from '@/server/one-time-emails/mutations';
import { customEmailBodySchema, customEmailIdParamsSchema } from '@/lib/emails/schemas';

const params = customEmailIdParamsSchema;

// GET /promotions/{id}/custom_emails/{emailId}
export const GET = route({ response: responses.customEmailJsonSchema, scope: 'dashboard', action: 'promotions.manage', params }, async ({ params: p }) => {
  await requireAdminPromotion(p.id);
  return findCustomEmail(p.id, p.emailId);
});

// PUT /promotions/{id}/custom_emails/{emailId}: edit until sent (409 once it is).
export const PUT = route({ response: responses.customEmailJsonSchema, scope: 'dashboard', action: 'promotions.manage', params, body: customEmailBodySchema }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return updateCustomEmail(auditSource(ctx), ctx.params.id, ctx.params.emailId, ctx.body.email);
});

// DELETE /promotions/{id}/custom_emails/{emailId}
export const DELETE = route({ status: 204, scope: 'dashboard', action: 'promotions.manage', params }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  await deleteCustomEmail(auditSource(ctx), ctx.params.id, ctx.params.emailId);
});
