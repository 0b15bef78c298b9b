import { route } from '@/server/http/route';
import { entriesCsv } from '@/server/exports/entries';
import { csvResponse } from '@/server/exports/csv';

// GET /export/entries: the caller's day records as a CSV download (my-entries.csv).
export const GET = route({ requirePromotion: true }, async ({ user, promotion }) =>
  csvResponse(await entriesCsv(user.id, promotion!.id), 'my-entries.csv'),
);
