import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { deleteSurveyDef, requireSurveyDef, updateSurveyDef } from '@/server/surveys/admin';
import { idParamSchema } from '@/lib/schemas';
import { userSurveyDefWriteSchema } from '@/lib/surveys';

// GET /user_survey_defs/{id}
export const GET = route({ response: responses.userSurveyDefinitionSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params }) => requireSurveyDef(params.id));

// PUT /user_survey_defs/{id}: the row stays in its promotion (another promotion_id is a 404).
export const PUT = route({ response: responses.userSurveyDefinitionSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: userSurveyDefWriteSchema }, async (ctx) =>
  updateSurveyDef(auditSource(ctx), ctx.params.id, ctx.body),
);

// DELETE /user_survey_defs/{id}: with the answers given to it.
export const DELETE = route({ status: 204, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async (ctx) => {
  await deleteSurveyDef(auditSource(ctx), ctx.params.id);
});
