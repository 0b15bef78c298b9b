// Calendar days ('YYYY-MM-DD') as words. Formatted in UTC because they are dates, not instants:
// any other zone would move them by a day.
const long = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

const parse = (day: string) => new Date(`${day}T00:00:00Z`);

export const formatLongDate = (day: string) => long.format(parse(day));
export const formatShortDate = (day: string) => short.format(parse(day));
export const formatWeekday = (day: string) => weekday.format(parse(day));

export function formatRange(from: string, to: string): string {
  return `${formatShortDate(from)} – ${formatShortDate(to)}`;
}
