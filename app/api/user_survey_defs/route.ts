import { z } from 'zod';
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { Invalid } from '@/server/platform/errors';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { createSurveyDef, listSurveyDefs } from '@/server/surveys/admin';
import { SURVEY_MESSAGES, userSurveyDefWriteSchema } from '@/lib/surveys';
import { promotionIdQuerySchema } from '@/lib/schemas';

const promotionIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

// GET /user_survey_defs?promotion_id=: the promotion's survey definitions.
export const GET = route({ response: responses.userSurveyDefinitionListSchema, scope: 'dashboard', action: 'promotions.manage', query: promotionIdQuerySchema }, async ({ query, url }) => {
  const id = promotionIdSchema.safeParse(query.promotion_id);
  if (!id.success) throw new Invalid(SURVEY_MESSAGES.promotionRequired);
  await requireAdminPromotion(id.data);
  return wholeList(await listSurveyDefs(id.data), url);
});

// POST /user_survey_defs {promotion_id, kind, name, message, end_date, questions, is_active}
export const POST = route({ response: responses.userSurveyDefinitionSchema, scope: 'dashboard', action: 'promotions.manage', body: userSurveyDefWriteSchema, status: 201 }, async (ctx) => {
  if (!ctx.body.promotion_id) throw new Invalid(SURVEY_MESSAGES.promotionRequired);
  await requireAdminPromotion(ctx.body.promotion_id);
  return createSurveyDef(auditSource(ctx), ctx.body.promotion_id, ctx.body);
});
