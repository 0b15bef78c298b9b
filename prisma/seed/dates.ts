// Demo dates are relative to the day the seed runs, in the promotions' time zone.
export const DEMO_TIME_ZONE = 'America/New_York';

export function demoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

export function dayOffset(days: number, from = demoToday()): Date {
  const d = new Date(`${from}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

/** A DATE column value ('YYYY-MM-DD' at midnight UTC, as Prisma reads and writes @db.Date). */
export function dateOf(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** 'YYYY-MM-DD' of a DATE column value. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDay(day: string, days: number): string {
  return dayOf(dayOffset(days, day));
}

export function daysFrom(from: string, to: string): number {
  return Math.round((dateOf(to).getTime() - dateOf(from).getTime()) / 86_400_000);
}

// Minutes east of UTC of the demo zone on a day (handles daylight saving time).
function zoneOffsetMinutes(day: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: DEMO_TIME_ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT-5';
  const m = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/**
 * The instant of a local wall-clock time on a demo day. Never in the future: events "today" that would fall
 * later than now are moved to a few minutes ago, so nothing in the demo happened tomorrow.
 */
export function at(day: string, hour: number, minute = 0, now = new Date()): Date {
  const utc = dateOf(day).getTime() + (hour * 60 + minute - zoneOffsetMinutes(day)) * 60_000;
  const latest = now.getTime() - 5 * 60_000;
  return new Date(Math.min(utc, latest - ((hour * 7 + minute) % 50) * 60_000));
}
