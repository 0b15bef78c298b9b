import { route } from '@/server/http/route';
import { userStats } from '@/server/stats/queries';
import { statsCsv } from '@/server/exports/stats';
import { csvResponse } from '@/server/exports/csv';
import { labelsFor } from '@/server/i18n/promotion-labels';

// GET /export/stats: the caller's stats as a CSV download (my-stats.csv).
export const GET = route({ produces: 'text/csv', scope: 'participant', action: 'journey.read' }, async ({ user, promotion, locale }) => {
  const stats = await userStats(user.id, promotion);
  const csv = statsCsv(stats, {
    // The configured label wins; the column's default reads in the reader's word.
    pointLabelPlural: labelsFor(locale, promotion.row).points,
    programName: promotion.row.program_name || promotion.row.name,
    participantName: `${user.profile?.first_name ?? ''} ${user.profile?.last_name ?? ''}`.trim(),
  }, locale);
  return csvResponse(csv, 'my-stats.csv');
});
