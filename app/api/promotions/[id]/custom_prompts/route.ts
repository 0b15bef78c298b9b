import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { createCustomPrompt, listCustomPrompts, locationTagChoices } from '@/server/custom-prompts/admin';
import { idParamSchema } from '@/lib/schemas';
import { customPromptWriteSchema } from '@/lib/evaluations/admin';

// GET /promotions/{id}/custom_prompts: in order; meta.location_tags = the tags a prompt may carry (tree to depth 3).
export const GET = route({ response: responses.customPromptListSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params, url }) => {
  await requireAdminPromotion(params.id);
  const [data, tags] = await Promise.all([listCustomPrompts(params.id), locationTagChoices(params.id)]);
  return wholeList(data, url, { location_tags: tags });
});

// POST /promotions/{id}/custom_prompts (a new prompt is CHECKBOX integer)
export const POST = route({ response: responses.adminCustomPromptSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: customPromptWriteSchema, status: 201 }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return createCustomPrompt(auditSource(ctx), ctx.params.id, ctx.body);
});
