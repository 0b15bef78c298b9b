import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { idParamSchema } from '@/lib/schemas';
import { listReportFields } from '@/server/reports/queries';

// GET /promotions/{id}/report_fields: the built-in fields and the promotion's own, by category (without individual-only
// answers for employer-side roles, docs/privacy.md).
export const GET = route({ response: responses.reportFieldListSchema, scope: 'promotion', action: 'reports.use', promotionParam: 'id', params: idParamSchema }, async ({ promotion, actor, url }) =>
  wholeList(await listReportFields(promotion.id, actor.role), url));
