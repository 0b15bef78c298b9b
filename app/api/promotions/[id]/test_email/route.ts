import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { listTestEmails, sendTestEmail } from '@/server/test-emails/mutations';
import { idParamSchema } from '@/lib/schemas';
import { testEmailBodySchema } from '@/lib/emails/schemas';

// GET /promotions/{id}/test_email: the latest test emails with their status (pending, sending, send, failed).
export const GET = route({ response: responses.testEmailListSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params, url }) => {
  await requireAdminPromotion(params.id);
  return wholeList(await listTestEmails(params.id), url);
});

// POST /promotions/{id}/test_email (recipients, promotion_id, key): at most 10 addresses.
export const POST = route({ response: responses.testEmailJsonSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: testEmailBodySchema, status: 201 }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return sendTestEmail(auditSource(ctx), ctx.params.id, ctx.body);
});
