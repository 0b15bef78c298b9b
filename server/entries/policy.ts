// Which days a participant may see and log: logging needs the day's entry, below its maximum, not locked, and
// logging not ended.
// Days are the promotion's calendar days ('YYYY-MM-DD'), so string comparison is date comparison.
import { Invalid } from '@/server/platform/errors';
import { addDays, daysBetween, isoDate } from '@/lib/promotion-dates';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';

export const startsOn = (p: ResolvedPromotion) => isoDate(p.row.starts_on)!;
export const endsOn = (p: ResolvedPromotion) => isoDate(p.row.ends_on)!;

/** "Today" of the program: the current date, or the end date once the promotion has ended. */
export function programToday(p: ResolvedPromotion): string {
  return p.timeline.has_ended ? endsOn(p) : p.timeline.current_date;
}

/** The entry of `day` is today's. */
export function isToday(p: ResolvedPromotion, day: string): boolean {
  return day === programToday(p);
}

/** Program week of a day, 1-based (entries.week, entries?wk=). */
export function weekOf(p: ResolvedPromotion, day: string): number {
  return Math.max(1, Math.floor(daysBetween(startsOn(p), day) / 7) + 1);
}

/** The seven days of program week `wk`. */
export function daysOfWeek(p: ResolvedPromotion, wk: number): string[] {
  const first = addDays(startsOn(p), (wk - 1) * 7);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** A day of the program that has come: within starts_on..ends_on and not after the current date. */
export function isAvailableDay(p: ResolvedPromotion, day: string): boolean {
  return day >= startsOn(p) && day <= endsOn(p) && day <= p.timeline.current_date;
}

/**
 * The day-level logging rules, checked before any write: the program has started, logging has not ended, and the
 * day is a program day up to today (future days and days before the start are refused).
 */
export function assertLoggableDay(p: ResolvedPromotion, day: string): void {
  if (!p.timeline.has_started) throw new Invalid(LOGGING_MESSAGES.notStarted);
  if (p.timeline.has_logging_ended) throw new Invalid(LOGGING_MESSAGES.loggingEnded);
  if (day < startsOn(p) || day > endsOn(p)) throw new Invalid(LOGGING_MESSAGES.outsideProgram);
  if (day > p.timeline.current_date) throw new Invalid(LOGGING_MESSAGES.futureDay);
}
