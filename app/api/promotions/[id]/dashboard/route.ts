import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { promotionDashboard } from '@/server/promotions/admin/queries';
import { idParamSchema } from '@/lib/schemas';

// GET /promotions/{id}/dashboard: eligibility counts, the default goal calculation and the promotion's lists.
export const GET = route({ response: responses.promotionDashboardSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params }) =>
  promotionDashboard(params.id),
);
