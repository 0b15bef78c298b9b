import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { reportRunQuerySchema } from '@/lib/reports/schemas';
import { runReport } from '@/server/reports/run';
import { reportViewer } from '@/server/reports/actor';
import { reportRunBodySchema as body, reportRunParamSchema as params } from '@/lib/reports/schemas';

// reportId 'new': a report not saved yet (the body carries it).

// POST /promotions/{id}/reports/{reportId}/run?is_custom: the fields and rows (at most 50,000: the limit dialog).
export const POST = route({ response: responses.reportResultSchema, scope: 'promotion', action: 'reports.use', promotionParam: 'id', params, query: reportRunQuerySchema, body }, async (ctx) =>
  runReport(reportViewer(ctx), ctx.promotion.id, ctx.params.reportId, ctx.query.is_custom, ctx.body),
);
