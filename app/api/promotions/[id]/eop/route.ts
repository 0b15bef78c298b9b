import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { idParamSchema } from '@/lib/schemas';
import { env } from '@/lib/env';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { eopReport } from '@/server/reports/eop';
import { renderEopPdf } from '@/server/reports/eop-pdf';
import { reportViewer } from '@/server/reports/actor';
import { eopQuerySchema as query } from '@/lib/reports/schemas';

// GET /promotions/{id}/eop?location_id&format=pdf: the end-of-program report as JSON (the page) or a PDF download, the
// PDF in the language the pages speak to the viewer (lib/i18n/negotiate.ts).
export const GET = route({ response: responses.eopReportSchema, produces: 'application/pdf', scope: 'promotion', action: 'reports.use', promotionParam: 'id', params: idParamSchema, query }, async (ctx) => {
  const report = await eopReport(reportViewer(ctx), ctx.promotion.id, ctx.query.location_id);
  if (ctx.query.format === 'json') return report;
  const locale = negotiateLocale({
    saved: ctx.user.locale, cookie: ctx.request.cookies.get(LOCALE_COOKIE)?.value, promotionDefault: ctx.host.promotion?.row.default_locale,
    acceptLanguage: ctx.request.headers.get('accept-language'), pseudoAllowed: env().PSEUDO_LOCALES,
  });
  const pdf = await renderEopPdf(report, { locale, labels: ctx.promotion.row });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="end-of-program-report.pdf"', 'Cache-Control': 'private, no-store',
      'Content-Language': locale,
    },
  });
});
