// Query of GET /promotions/{id}/calendar: title, dtstart, dtend, details, target.
import { z } from 'zod';

export const CALENDAR_MESSAGES = {
  title: 'Title is required.',
  dtstart: 'dtstart must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:MM, optionally with Z or an offset).',
  dtend: 'dtend must be a date or a date and time of the same kind as dtstart, after it.',
  target: 'target must be a page of this program’s site.',
  titleTooLong: 'Title is too long (200 characters at most).',
  detailsTooLong: 'details is too long (4000 characters at most).',
} as const;

export const calendarQuerySchema = z.object({
  title: z.string({ message: CALENDAR_MESSAGES.title }).trim().min(1, CALENDAR_MESSAGES.title).max(200, CALENDAR_MESSAGES.titleTooLong),
  dtstart: z.string({ message: CALENDAR_MESSAGES.dtstart }).trim().min(1, CALENDAR_MESSAGES.dtstart),
  dtend: z.string().trim().optional(),
  details: z.string().max(4000, CALENDAR_MESSAGES.detailsTooLong).optional(),
  target: z.string().trim().max(2000, CALENDAR_MESSAGES.target).optional(),
});

export type CalendarQuery = z.infer<typeof calendarQuerySchema>;
