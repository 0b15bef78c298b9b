import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { assertDuosOn } from '@/server/duos/policy';
import { findTemplate } from '@/server/duos/queries';
import { duoPromotionQuerySchema, duoTemplateIdParamSchema } from '@/lib/duos/schemas';
import { DUO_MESSAGES } from '@/lib/duos/messages';
import type { DuoTemplate } from '@/lib/duos/types';
import { auditSource } from '@/server/audit/record';
import { deleteDuoTemplate, updateDuoTemplate } from '@/server/duo-templates/admin';
import { duoTemplateWriteSchema } from '@/lib/scenes/admin';
import { idParamSchema } from '@/lib/schemas';

// GET /duo_templates/{id}: one template of the promotion's collection (another collection's is a 404).
export const GET = route(
  { response: responses.duoTemplateSchema, scope: 'participant', action: 'duos.use', promotionParam: 'promotion_id', params: duoTemplateIdParamSchema, query: duoPromotionQuerySchema },
  async ({ promotion, params }): Promise<DuoTemplate> => {
    assertDuosOn(promotion);
    const template = await findTemplate(promotion, params.id);
    if (!template) throw new NotFound(DUO_MESSAGES.templateNotFound);
    return template;
  },
);

// PUT /duo_templates/{id}: a master, on the dashboard (the number of images is fixed while duos are in progress).
export const PUT = route({ response: responses.adminDuoTemplateSchema, scope: 'dashboard', action: 'scenes.manage', params: idParamSchema, body: duoTemplateWriteSchema }, (ctx) =>
  updateDuoTemplate(auditSource(ctx), ctx.params.id, ctx.body));

// DELETE /duo_templates/{id}: only a template no duo used.
export const DELETE = route({ status: 204, scope: 'dashboard', action: 'scenes.manage', params: idParamSchema }, async (ctx) => {
  await deleteDuoTemplate(auditSource(ctx), ctx.params.id);
});
