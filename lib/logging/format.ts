// Formatting of calendar days ('YYYY-MM-DD', the promotion's own days) for messages.

const readable = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * '2026-11-17' → 'Tuesday, November 17' (the {day} of the quiz points message). Formatted in UTC because the
 * string already is the promotion's local day; any other zone could shift it by one.
 */
export function readableDay(isoDay: string): string {
  return readable.format(new Date(`${isoDay}T00:00:00.000Z`));
}
