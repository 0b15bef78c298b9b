import { route } from '@/server/http/route';
import { env } from '@/lib/env';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { journeyPdf } from '@/server/journal/journey-pdf';

// GET /journey.pdf: My Journey as a PDF download, in the language the pages speak to this person (lib/i18n/negotiate.ts).
export const GET = route({ produces: 'application/pdf', scope: 'participant', action: 'journey.read' }, async ({ user, promotion, request }) => {
  const locale = negotiateLocale({
    saved: user.locale, cookie: request.cookies.get(LOCALE_COOKIE)?.value, promotionDefault: promotion.row.default_locale,
    acceptLanguage: request.headers.get('accept-language'), pseudoAllowed: env().PSEUDO_LOCALES,
  });
  const pdf = await journeyPdf(user, promotion, locale);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="my-journey.pdf"',
      'Content-Length': String(pdf.length),
      // Personal data: never kept by shared caches.
      'Cache-Control': 'private, no-store',
      'Content-Language': locale,
    },
  });
});
