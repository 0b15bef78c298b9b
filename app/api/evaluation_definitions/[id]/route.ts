import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { byHost } from '@/server/http/by-host';
import { auditSource } from '@/server/audit/record';
import { definitionIdOf } from '@/server/evaluations/policy';
import { definitionFor } from '@/server/evaluations/reads';
import { deleteDefinition, promotionOfDefinition, requireAdminDefinition, updateDefinition } from '@/server/evaluations/admin';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { idParamSchema } from '@/lib/schemas';
import { evaluationDefinitionWriteSchema } from '@/lib/evaluations/admin';
import { definitionRefParamSchema } from '@/lib/evaluations/schemas';

// GET /evaluation_definitions/{id}: on a promotion's host, one definition of the participant's promotion (the
// /usereval screen; another promotion's id is 404 'Evaluation Definition could not be found'). On the dashboard, the
// administration's show, as GET /promotions/{promotion_id}/evaluation_definitions/{id} answers it.
export const GET = byHost({
  promotion: route({ response: responses.evaluationDefinitionEitherSchema, scope: 'participant', action: 'evaluations.take', params: definitionRefParamSchema }, async ({ user, promotion, params }) =>
    definitionFor(user, promotion, definitionIdOf(params.id))),
  dashboard: route({ response: responses.evaluationDefinitionEitherSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params }) => {
    const promotionId = await promotionOfDefinition(params.id);
    await requireAdminPromotion(promotionId);
    return requireAdminDefinition(promotionId, params.id);
  }),
});

// PUT and DELETE /evaluation_definitions/{id} (dashboard): the nested path's services, in the definition's promotion.
export const PUT = route({ response: responses.adminEvaluationDefinitionSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: evaluationDefinitionWriteSchema }, async (ctx) => {
  const promotionId = await promotionOfDefinition(ctx.params.id);
  await requireAdminPromotion(promotionId);
  return updateDefinition(auditSource(ctx), promotionId, ctx.params.id, ctx.body);
});

export const DELETE = route({ status: 204, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async (ctx) => {
  const promotionId = await promotionOfDefinition(ctx.params.id);
  await requireAdminPromotion(promotionId);
  await deleteDefinition(auditSource(ctx), promotionId, ctx.params.id);
});
