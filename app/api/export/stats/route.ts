import { route } from '@/server/http/route';
import { userStats } from '@/server/stats/queries';
import { statsCsv } from '@/server/exports/stats';
import { csvResponse } from '@/server/exports/csv';

// GET /export/stats: the caller's stats as a CSV download (my-stats.csv).
export const GET = route({ produces: 'text/csv', scope: 'participant', action: 'journey.read' }, async ({ user, promotion }) => {
  const stats = await userStats(user.id, promotion);
  const csv = statsCsv(stats, {
    pointLabelPlural: promotion.row.point_label_plural,
    programName: promotion.row.program_name || promotion.row.name,
    participantName: `${user.profile?.first_name ?? ''} ${user.profile?.last_name ?? ''}`.trim(),
  });
  return csvResponse(csv, 'my-stats.csv');
});
