import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { REPORT_MESSAGES, reportWriteSchema } from '@/lib/reports/schemas';
import { findReport, serializeReport } from '@/server/reports/queries';
import { deleteReport, updateReport } from '@/server/reports/mutations';
import { reportActor } from '@/server/reports/actor';
import { promotionReportParamSchema as params } from '@/lib/promotions/schemas';

// GET /promotions/{id}/reports/{reportId}
export const GET = route({ response: responses.reportJsonSchema, scope: 'promotion', action: 'reports.use', promotionParam: 'id', params }, async ({ promotion, actor, params: p }) => {
  const report = await findReport(promotion.id, p.reportId);
  if (!report) throw new NotFound(REPORT_MESSAGES.notFound);
  return serializeReport(report, actor.role);
});

// PUT /promotions/{id}/reports/{reportId}: a master, whoever may delete it.
export const PUT = route({ response: responses.reportJsonSchema, scope: 'promotion', action: 'reports.use', promotionParam: 'id', params, body: reportWriteSchema }, async (ctx) =>
  updateReport(reportActor(ctx), ctx.promotion.id, ctx.params.reportId, ctx.body),
);

// DELETE /promotions/{id}/reports/{reportId}: a master any; a coordinator or above custom reports not made by a master.
export const DELETE = route({ status: 204, scope: 'promotion', action: 'reports.use', promotionParam: 'id', params }, async (ctx) => {
  await deleteReport(reportActor(ctx), ctx.promotion.id, ctx.params.reportId);
});
