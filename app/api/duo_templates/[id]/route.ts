import { route } from '@/server/http/route';
import { notFound } from '@/server/http/errors';
import { assertDuosOn } from '@/server/duos/policy';
import { findTemplate } from '@/server/duos/queries';
import { duoPromotionQuerySchema, duoTemplateIdParamSchema } from '@/lib/duos/schemas';
import { DUO_MESSAGES } from '@/lib/duos/messages';
import type { DuoTemplate } from '@/lib/duos/types';

// GET /duo_templates/{id}: one template of the promotion's collection (another collection's is a 404).
export const GET = route(
  { scope: 'participant', action: 'duos.use', promotionParam: 'promotion_id', params: duoTemplateIdParamSchema, query: duoPromotionQuerySchema },
  async ({ promotion, params }): Promise<DuoTemplate> => {
    assertDuosOn(promotion);
    const template = await findTemplate(promotion, params.id);
    if (!template) throw notFound(DUO_MESSAGES.templateNotFound);
    return template;
  },
);
