// Calendar days ('YYYY-MM-DD') as words, in the reader's language: the caller passes its Format (useFormat() on a
// screen, requestFormat() on the server; lib/i18n/format.ts). Days are dates, not instants: Format.day writes them in
// UTC, since any other zone would move them by a day.
import type { Format } from '@/lib/i18n/format';

/** "Tuesday, November 3, 2026" */
export const formatLongDate = (day: string, format: Format) => format.day(day, 'full');
/** "Nov 3" */
export const formatShortDate = (day: string, format: Format) => format.day(day, 'monthDay');
/** "Tue" */
export const formatWeekday = (day: string, format: Format) => format.day(day, 'weekdayOnly');

/** "Nov 3 – Nov 9" */
export function formatRange(from: string, to: string, format: Format): string {
  return `${formatShortDate(from, format)} – ${formatShortDate(to, format)}`;
}
