import { route } from '@/server/http/route';
import { calendarQuerySchema } from '@/lib/calendar/schemas';
import { calendarFile } from '@/server/calendar/event';
import { idParamSchema } from '@/lib/schemas';

// GET /promotions/{id}/calendar?title&dtstart&dtend&details&target — an .ics file with one event, for the
// calendar-add popover's Apple and Outlook choices (text/calendar, attachment).
export const GET = route({ produces: 'text/calendar', scope: 'promotion', action: 'calendar.read', promotionParam: 'id', params: idParamSchema, query: calendarQuerySchema }, async ({ promotion, query }) => {
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
