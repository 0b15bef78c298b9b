import { route } from '@/server/http/route';
import { idParamSchema } from '@/lib/schemas';
import { listReportFields } from '@/server/reports/queries';

// GET /promotions/{id}/report_fields: the built-in fields and the promotion's own, by category.
export const GET = route({ scope: 'promotion', action: 'reports.use', promotionParam: 'id', params: idParamSchema }, async ({ promotion }) => ({
  data: await listReportFields(promotion.id),
}));
