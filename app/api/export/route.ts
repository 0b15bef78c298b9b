import { route } from '@/server/http/route';
import { NotFound } from '@/server/platform/errors';
import { exportFormSchema, exportQuerySchema } from '@/lib/reports/schemas';
import { exportReport } from '@/server/reports/export';
import { reportViewer } from '@/server/reports/actor';

// POST /export?promotion_id=: a form submit with the fields filename and data (the JSON of the report run), answered
// with the report as a streamed CSV download. The promotion is named in the query so the wrapper proves access first;
// the wrapper reads the form (or JSON) body and parses it with exportFormSchema like any other body.
export const POST = route(
  { produces: 'text/csv', scope: 'promotion', action: 'reports.use', promotionParam: 'promotion_id', query: exportQuerySchema, body: exportFormSchema, formBody: true },
  async (ctx) => {
    if (ctx.body.data.promotion_id !== ctx.promotion.id) throw new NotFound('Promotion could not be loaded.');
    return exportReport(reportViewer(ctx), ctx.body.data, ctx.body.filename);
  },
);
