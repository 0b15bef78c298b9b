import { z } from 'zod';
import { route } from '@/server/http/route';
import { zodMessages } from '@/server/http/errors';
import { Invalid, NotFound } from '@/server/platform/errors';
import { idSchema } from '@/lib/schemas';
import { exportDataSchema } from '@/lib/reports/schemas';
import { exportReport } from '@/server/reports/export';
import { reportViewer } from '@/server/reports/actor';
import { readExportForm } from '@/server/reports/export-form';

// POST /export?promotion_id=: a form submit with the fields filename and data (the JSON of the report run), answered
// with the report as a streamed CSV download. The promotion is named in the query so the wrapper proves access first.
export const POST = route({ scope: 'promotion', action: 'reports.use', promotionParam: 'promotion_id', query: z.object({ promotion_id: idSchema('promotion_id') }) }, async (ctx) => {
  const form = await readExportForm(ctx.request);
  let data: unknown;
  try {
    data = JSON.parse(form.data);
  } catch {
    throw new Invalid('data must be the JSON of the report to export.');
  }
  const parsed = exportDataSchema.safeParse(data);
  if (!parsed.success) throw new Invalid(zodMessages(parsed.error));
  if (parsed.data.promotion_id !== ctx.promotion.id) throw new NotFound('Promotion could not be loaded.');
  return exportReport(reportViewer(ctx), parsed.data, form.filename);
});
