import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { createDefinition, listAdminDefinitions } from '@/server/evaluations/admin';
import { idParamSchema } from '@/lib/schemas';
import { evaluationDefinitionWriteSchema } from '@/lib/evaluations/admin';

// GET /promotions/{id}/evaluation_definitions: every definition with its questions (the editor's list).
export const GET = route({ response: responses.adminEvaluationDefinitionListSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params, url }) => {
  await requireAdminPromotion(params.id);
  return wholeList(await listAdminDefinitions(params.id), url);
});

// POST /promotions/{id}/evaluation_definitions: 201 {data: [definition]} — the client reads the first item's id (§7).
export const POST = route({ response: responses.adminEvaluationDefinitionListSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: evaluationDefinitionWriteSchema, status: 201 }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return wholeList([await createDefinition(auditSource(ctx), ctx.params.id, ctx.body)], ctx.url);
});
