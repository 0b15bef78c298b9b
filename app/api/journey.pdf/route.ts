import { route } from '@/server/http/route';
import { journeyPdf } from '@/server/journal/journey-pdf';

// GET /journey.pdf: My Journey as a PDF download.
export const GET = route({ produces: 'application/pdf', scope: 'participant', action: 'journey.read' }, async ({ user, promotion }) => {
  const pdf = await journeyPdf(user, promotion);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="my-journey.pdf"',
      'Content-Length': String(pdf.length),
      // Personal data: never kept by shared caches.
      'Cache-Control': 'private, no-store',
    },
  });
});
