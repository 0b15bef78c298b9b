// Where each choice of the calendar-add popover goes (Apple, Google, Outlook, {host}; the
// calendar file is GET /promotions/{id}/calendar with title, dtstart, dtend, details, target).
// Pure functions of the event, so the popover stays markup and these are easy to check.

export interface CalendarEvent {
  title: string;
  /** A day 'YYYY-MM-DD' (an all-day event) or a local time 'YYYY-MM-DDTHH:MM' in the promotion's time zone. */
  start: string;
  /** Same kind as start; defaults to one day (or one hour) later, as the API does. */
  end?: string;
  details?: string;
  /** A path of the program's site the event links to (default: its home). */
  target?: string;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function nextHour(local: string): string {
  const [day, clock] = local.split('T');
  const [hours, minutes] = clock.split(':').map(Number);
  if (hours < 23) return `${day}T${String(hours + 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return `${nextDay(day)}T00:${String(minutes).padStart(2, '0')}`;
}

function endOf(event: CalendarEvent): string {
  return event.end ?? (isDay(event.start) ? nextDay(event.start) : nextHour(event.start));
}

/** GET /api/promotions/{id}/calendar: the .ics file (Apple Calendar, and any other app through the {host} choice). */
export function icsUrl(promotionId: number, event: CalendarEvent): string {
  const params = new URLSearchParams({ title: event.title, dtstart: event.start, dtend: endOf(event) });
  if (event.details) params.set('details', event.details);
  if (event.target) params.set('target', event.target);
  return `/api/promotions/${promotionId}/calendar?${params.toString()}`;
}

const compact = (value: string) => value.replace(/[-:]/g, '');

/**
 * Google Calendar's event template. All-day events use an exclusive end day (20260302/20260303); timed ones are
 * floating local times with ctz, so Google places them in the program's zone.
 */
export function googleUrl(event: CalendarEvent, timeZone: string, siteUrl?: string): string {
  const end = endOf(event);
  const dates = isDay(event.start) ? `${compact(event.start)}/${compact(end)}` : `${compact(event.start)}00/${compact(end)}00`;
  const params = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates });
  const details = [event.details, siteUrl].filter(Boolean).join('\n\n');
  if (details) params.set('details', details);
  if (!isDay(event.start)) params.set('ctz', timeZone);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook.com's compose deeplink. */
export function outlookUrl(event: CalendarEvent, siteUrl?: string): string {
  const end = endOf(event);
  const params = new URLSearchParams({ path: '/calendar/action/compose', rru: 'addevent', subject: event.title, startdt: event.start, enddt: end });
  if (isDay(event.start)) params.set('allday', 'true');
  const body = [event.details, siteUrl].filter(Boolean).join('\n\n');
  if (body) params.set('body', body);
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
