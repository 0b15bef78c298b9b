// What every domain of the demo seed needs: the client, the ids of the demo accounts and the acme timeline.
import type { SeedDb } from '../client.ts';
import type { DemoIds } from '../accounts.ts';
import { addDay, dayOf, daysFrom, demoToday } from '../dates.ts';

export interface ProgramDays {
  id: number;
  startsOn: string;
  endsOn: string;
  today: string;
  /** 0 on the first day of the program */
  dayIndex: number;
  currentWeek: number;
  triviaPoints: number;
  bonusPoints: number;
  entryPoints: number;
  /** Active activities that make a day recorded (at least one). */
  dailyMinimum: number;
  /** The program's days so far, oldest first, today last. */
  daysSoFar: string[];
}

export interface SeedContext {
  db: SeedDb;
  ids: DemoIds;
  acme: ProgramDays;
  log: (m: string) => void;
}

/** Points a logged activity earns: the logging feature's constant, so seeded history matches what logging adds. */
export { ACTIVITY_POINTS } from '../../../lib/logging/constants.ts';

export const weekOf = (startsOn: string, day: string) => Math.floor(daysFrom(startsOn, day) / 7) + 1;

export async function programDays(db: SeedDb, promotionId: number): Promise<ProgramDays> {
  const p = await db.promotion.findUniqueOrThrow({
    where: { id: promotionId },
    select: { id: true, starts_on: true, ends_on: true, trivia_points: true, bonus_points: true, entry_points: true, daily_activity_minimum: true },
  });
  const startsOn = dayOf(p.starts_on);
  const today = demoToday();
  const dayIndex = Math.max(0, daysFrom(startsOn, today));
  return {
    id: p.id, startsOn, endsOn: dayOf(p.ends_on), today, dayIndex,
    currentWeek: Math.min(8, Math.floor(dayIndex / 7) + 1),
    triviaPoints: p.trivia_points, bonusPoints: p.bonus_points, entryPoints: p.entry_points, dailyMinimum: Math.max(1, p.daily_activity_minimum),
    daysSoFar: Array.from({ length: dayIndex + 1 }, (_, i) => addDay(startsOn, i)),
  };
}
