// Outbox times are shown in UTC: the page serves masters across every promotion's time zone.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' });

export function formatUtc(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}
