'use client';
// The days the participant logged on, this program week and the one before (GET /api/entries?wk=, prefetched with
// home), and the streak: the consecutive days with at least one logged activity, ending today — or yesterday while
// today is still open, so a streak is not "lost" in the morning before the day's first log.
import { addDays } from '@/lib/promotion-dates';
import type { Entry } from '@/lib/entries/types';
import { useWeekEntries } from '@/lib/query/logging';

export interface WeekStreak {
  /** Days (YYYY-MM-DD) with at least one logged activity. */
  loggedDays: Set<string>;
  streak: number;
  /** The streak reaches back past the two weeks read: it is at least `streak`. */
  atLeast: boolean;
}

const hasLog = (day: Entry) => day.entry_activities.length > 0 || day.total_points > 0;

/** The streak ending on `today` (or the day before, while today has no log), over the days read. */
export function streakOf(days: Entry[], today: string): Pick<WeekStreak, 'streak' | 'atLeast'> {
  const logged = new Set(days.filter(hasLog).map((d) => d.recorded_on));
  const earliest = days.reduce<string | null>((min, d) => (min === null || d.recorded_on < min ? d.recorded_on : min), null);
  let day = logged.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (logged.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  // Stopped only because the days read ran out (and the program goes back further than that).
  const atLeast = streak > 0 && earliest !== null && day < earliest;
  return { streak, atLeast };
}

export function useWeekStreak(currentWeek: number, today: string): WeekStreak | null {
  const current = useWeekEntries(currentWeek);
  const previous = useWeekEntries(currentWeek - 1, currentWeek > 1);
  if (!current.data) return null;
  const days = [...(currentWeek > 1 ? (previous.data ?? []) : []), ...current.data];
  const { streak, atLeast } = streakOf(days, today);
  return { loggedDays: new Set(days.filter(hasLog).map((d) => d.recorded_on)), streak, atLeast: atLeast && currentWeek > 2 };
}
