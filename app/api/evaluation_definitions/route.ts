import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { byHost } from '@/server/http/by-host';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { assertSamePromotion } from '@/server/evaluations/policy';
import { activeDefinitionsFor } from '@/server/evaluations/reads';
import { listAdminDefinitions } from '@/server/evaluations/admin';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { definitionListQuerySchema } from '@/lib/evaluations/schemas';
import { promotionIdQuerySchema } from '@/lib/schemas';

// GET /evaluation_definitions?promotion_id=: on a promotion's host, the participant's promotion's definitions open
// today, with the questions they are asked and whether they completed each. On the dashboard, the administration's
// index of that promotion (as GET /promotions/{id}/evaluation_definitions). Always every row (they are few).
export const GET = byHost({
  promotion: route({ response: responses.evaluationDefinitionListsSchema, scope: 'participant', action: 'evaluations.take', promotionParam: 'promotion_id', query: promotionIdQuerySchema }, async ({ user, promotion, query, url }) => {
    const own = promotion;
    assertSamePromotion(own, query.promotion_id);
    const data = await activeDefinitionsFor(user, own);
    return listEnvelope(data, data.length, toPage({ page_size: 0 }), url);
  }),
  dashboard: route({ response: responses.evaluationDefinitionListsSchema, scope: 'dashboard', action: 'promotions.manage', query: definitionListQuerySchema }, async ({ query, url }) => {
    await requireAdminPromotion(query.promotion_id);
    const data = await listAdminDefinitions(query.promotion_id);
    return listEnvelope(data, data.length, toPage({ page_size: 0 }), url);
  }),
});
