import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { deleteCustomPrompt, requireCustomPrompt, updateCustomPrompt } from '@/server/custom-prompts/admin';
import { customPromptWriteSchema } from '@/lib/evaluations/admin';
import { promotionCustomPromptParamSchema as params } from '@/lib/promotions/schemas';

// GET /promotions/{id}/custom_prompts/{promptId}
export const GET = route({ response: responses.adminCustomPromptSchema, scope: 'dashboard', action: 'promotions.manage', params }, async ({ params: p }) => {
  await requireAdminPromotion(p.id);
  return requireCustomPrompt(p.id, p.promptId);
});

// PUT /promotions/{id}/custom_prompts/{promptId}: the questions asking it follow.
export const PUT = route({ response: responses.adminCustomPromptSchema, scope: 'dashboard', action: 'promotions.manage', params, body: customPromptWriteSchema }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return updateCustomPrompt(auditSource(ctx), ctx.params.id, ctx.params.promptId, ctx.body);
});

// DELETE /promotions/{id}/custom_prompts/{promptId}: its questions and answers go, its name leaves every definition.
export const DELETE = route({ status: 204, scope: 'dashboard', action: 'promotions.manage', params }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  await deleteCustomPrompt(auditSource(ctx), ctx.params.id, ctx.params.promptId);
});
