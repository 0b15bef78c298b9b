// Instants of the duo screens (sent, started, completed, queued since) as a short date in the reader's zone.
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** 'on Mar 4', or 'today at 9:05 AM' for today. */
export function formatInstant(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return `today at ${timeFormat.format(date)}`;
  return `on ${dateFormat.format(date)}`;
}
