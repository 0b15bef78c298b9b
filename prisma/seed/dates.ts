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
