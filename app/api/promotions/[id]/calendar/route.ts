import { route } from '@/server/http/route';
import { resolveReadablePromotion } from '@/server/leaderboards/policy';
import { calendarQuerySchema } from '@/server/calendar/schemas';
import { calendarFile } from '@/server/calendar/event';
import { idParamSchema } from '@/lib/leaderboards/schemas';

// GET /promotions/{id}/calendar?title&dtstart&dtend&details&target — an .ics file with one event, for the
// calendar-add popover's Apple and Outlook choices (text/calendar, attachment).
export const GET = route({ params: idParamSchema, query: calendarQuerySchema }, async ({ user, promotion: host, params, query }) => {
  const promotion = await resolveReadablePromotion(user, host, params.id);
  const { ics, filename } = calendarFile(promotion, query);
  return new Response(ics, {
    status: 200,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
