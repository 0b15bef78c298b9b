import { route } from '@/server/http/route';
import { entriesCsvDownload } from '@/server/exports/entries';

// GET /export/entries: the caller's day records as a CSV download (my-entries.csv), streamed.
export const GET = route({ produces: 'text/csv', scope: 'participant', action: 'journey.read' }, async ({ user, promotion, locale }) =>
  entriesCsvDownload(user.id, promotion.id, locale),
);
