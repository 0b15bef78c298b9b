import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { deleteDefinition, requireAdminDefinition, updateDefinition } from '@/server/evaluations/admin';
import { evaluationDefinitionWriteSchema } from '@/lib/evaluations/admin';
import { promotionDefinitionParamSchema as params } from '@/lib/promotions/schemas';

// GET /promotions/{id}/evaluation_definitions/{definitionId}
export const GET = route({ response: responses.adminEvaluationDefinitionSchema, scope: 'dashboard', action: 'promotions.manage', params }, async ({ params: p }) => {
  await requireAdminPromotion(p.id);
  return requireAdminDefinition(p.id, p.definitionId);
});

// PUT /promotions/{id}/evaluation_definitions/{definitionId}
export const PUT = route({ response: responses.adminEvaluationDefinitionSchema, scope: 'dashboard', action: 'promotions.manage', params, body: evaluationDefinitionWriteSchema }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return updateDefinition(auditSource(ctx), ctx.params.id, ctx.params.definitionId, ctx.body);
});

// DELETE /promotions/{id}/evaluation_definitions/{definitionId}: with its questions and submitted evaluations.
export const DELETE = route({ status: 204, scope: 'dashboard', action: 'promotions.manage', params }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  await deleteDefinition(auditSource(ctx), ctx.params.id, ctx.params.definitionId);
});
