import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { assertDuosOn } from '@/server/duos/policy';
import { listTemplates } from '@/server/duos/queries';
import { duoListQuerySchema } from '@/lib/duos/schemas';
import type { DuoTemplateList } from '@/lib/duos/types';
import { auditSource } from '@/server/audit/record';
import { createDuoTemplate } from '@/server/duo-templates/admin';
import { duoTemplateWriteSchema } from '@/lib/scenes/admin';

// GET /duo_templates?page_size=0: the promotion's duo collection, in its order, each with its images in sequence.
export const GET = route(
  { response: responses.duoTemplateListSchema, scope: 'participant', action: 'duos.use', promotionParam: 'promotion_id', query: duoListQuerySchema },
  async ({ promotion, query, url }): Promise<DuoTemplateList> => {
    assertDuosOn(promotion);
    const all = await listTemplates(promotion);
    const page = toPage(query, 0);
    return listEnvelope(all.slice(page.skip, page.take === undefined ? undefined : page.skip + page.take), all.length, page, url);
  },
);

// POST /duo_templates {name, description, video_url, duo_images: [{image_url}]}: a master, on the dashboard; the
// images take sequence 1, 2, … in the order given.
export const POST = route({ response: responses.adminDuoTemplateSchema, scope: 'dashboard', action: 'scenes.manage', body: duoTemplateWriteSchema, status: 201 }, (ctx) =>
  createDuoTemplate(auditSource(ctx), ctx.body));
