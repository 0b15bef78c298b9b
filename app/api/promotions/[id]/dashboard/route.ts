import { route } from '@/server/http/route';
import { promotionDashboard } from '@/server/promotions/admin/queries';
import { idParamSchema } from '@/lib/schemas';

// GET /promotions/{id}/dashboard: eligibility counts, the default goal calculation and the promotion's lists.
export const GET = route({ scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params }) =>
  promotionDashboard(params.id),
);
