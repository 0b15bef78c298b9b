// How the promotion administration writes a calendar day: 'Mar 1, 2027'; an empty day as a dash.
const formatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function formatDay(day: string | null | undefined): string {
  return day ? formatter.format(new Date(`${day}T00:00:00Z`)) : '—';
}
