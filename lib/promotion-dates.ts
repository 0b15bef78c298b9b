// Timeline of a promotion: launched, started, logging ended, ended. Dates are calendar days
// ('YYYY-MM-DD') in the promotion's time zone, so "today" never depends on the server's zone.

// Building an Intl.DateTimeFormat costs ~0.1 ms (it loads the zone's ICU data); every request asks for "today",
// so one formatter per zone is kept for the life of the process. Formatting costs microseconds too, and a day begins
// on a minute's boundary in every time zone (offsets are whole quarter hours), so each zone's answer is kept for the
// minute it was asked in.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const todayByZone = new Map<string, { minute: number; day: string }>();

export function todayIn(timeZone: string, now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = todayByZone.get(timeZone);
  if (known?.minute === minute) return known.day;
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  const day = formatter.format(now);
  todayByZone.set(timeZone, { minute, day });
  return day;
}

/** A DATE column as returned by Prisma (midnight UTC) to 'YYYY-MM-DD'. */
export function isoDate(value: Date | null | undefined): string | null {
  return value ? value.toISOString().slice(0, 10) : null;
}

export function parseIsoDate(value: string): Date {
  return new Date(`${value}T00:00:00.000Z`);
}

export function addDays(day: string, days: number): string {
  const d = parseIsoDate(day);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d)!;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / 86_400_000);
}

export interface PromotionDatesInput {
  time_zone: string;
  starts_on: string;
  ends_on: string;
  launch_on: string | null;
  logging_ends_on: string | null;
  registration_starts_on: string | null;
  registration_ends_on: string | null;
  disabled_on: string | null;
  current_date_override: string | null;
}

export interface PromotionTimeline {
  current_date: string;
  current_week: number;
  has_launched: boolean;
  has_started: boolean;
  has_logging_ended: boolean;
  has_ended: boolean;
  is_disabled: boolean;
  is_registration_open: boolean;
  weeks: number;
}

export function promotionTimeline(p: PromotionDatesInput, now: Date = new Date()): PromotionTimeline {
  const current = p.current_date_override ?? todayIn(p.time_zone, now);
  const loggingEnds = p.logging_ends_on ?? p.ends_on;
  const weeks = Math.max(1, Math.floor((daysBetween(p.starts_on, p.ends_on) + 1) / 7));
  const rawWeek = Math.floor(daysBetween(p.starts_on, current) / 7) + 1;
  return {
    current_date: current,
    current_week: Math.min(Math.max(rawWeek, 1), weeks),
    has_launched: current >= (p.launch_on ?? p.starts_on),
    has_started: current >= p.starts_on,
    has_logging_ended: current > loggingEnds,
    has_ended: current > p.ends_on,
    is_disabled: p.disabled_on !== null && current > p.disabled_on,
    is_registration_open:
      (p.registration_starts_on === null || current >= p.registration_starts_on) &&
      (p.registration_ends_on === null || current <= p.registration_ends_on),
    weeks,
  };
}
