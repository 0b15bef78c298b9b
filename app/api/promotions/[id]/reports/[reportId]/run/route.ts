import { z } from 'zod';
import { route } from '@/server/http/route';
import { idSchema } from '@/lib/schemas';
import { REPORT_TYPES, reportRunQuerySchema, reportRunSchema } from '@/lib/reports/schemas';
import { runReport } from '@/server/reports/run';
import { reportViewer } from '@/server/reports/actor';

// reportId 'new': a report not saved yet (the body carries it).
const params = z.object({ id: idSchema('id'), reportId: z.union([z.literal('new'), idSchema('reportId')]) });
const body = reportRunSchema.extend({ report_type: z.enum(REPORT_TYPES).optional() });

// POST /promotions/{id}/reports/{reportId}/run?is_custom: the fields and rows (at most 50,000: the limit dialog).
export const POST = route({ scope: 'promotion', action: 'reports.use', promotionParam: 'id', params, query: reportRunQuerySchema, body }, async (ctx) =>
  runReport(reportViewer(ctx), ctx.promotion.id, ctx.params.reportId, ctx.query.is_custom, ctx.body),
);
