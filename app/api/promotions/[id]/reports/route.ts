import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { idParamSchema } from '@/lib/schemas';
import { reportWriteSchema } from '@/lib/reports/schemas';
import { listReports } from '@/server/reports/queries';
import { createReport } from '@/server/reports/mutations';
import { reportActor } from '@/server/reports/actor';

// GET /promotions/{id}/reports: the promotion's reports and the default reports, by name.
export const GET = route({ response: responses.reportListSchema, scope: 'promotion', action: 'reports.use', promotionParam: 'id', params: idParamSchema }, async ({ promotion, actor, url }) =>
  wholeList(await listReports(promotion.id, actor.role), url));

// POST /promotions/{id}/reports: a new report (custom, or default when a master works on the default promotion).
export const POST = route({ response: responses.reportJsonSchema, scope: 'promotion', action: 'reports.use', promotionParam: 'id', params: idParamSchema, body: reportWriteSchema, status: 201 }, async (ctx) =>
  createReport(reportActor(ctx), ctx.promotion.id, ctx.body),
);
