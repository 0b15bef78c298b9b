// Plans three weeks of logging for acme in memory: which activities each participant logged on which day, the tile
// each filled, how they felt, their quiz answers, and the day and user totals that follow from those events
// (docs/decisions/003-where-points-live.md). Nothing here touches the database, so totals are right by construction.
import { random } from './lib/random.ts';
import { ACTIVITY_POINTS, weekOf, type ProgramDays } from './lib/context.ts';
import { at } from './dates.ts';
import type { Participant } from './participants.ts';
import type { LoadedActivity } from './activities.ts';

export interface PlannedActivity {
  userId: number;
  activityId: number;
  day: string;
  createdAt: Date;
  sceneSequence: number;
  tile: number;
  isActive: boolean;
  answerIdx: number | null;
  feels: number | null;
}
export interface PlannedQuiz { userId: number; activityId: number; answerIdx: number; correct: boolean; day: string; createdAt: Date }
export interface PlannedEntry { userId: number; day: string; week: number; recorded: boolean; entryPoints: number; totalPoints: number }
export interface PlannedScene { userId: number; sequence: number; sceneId: number; state: 'loggable' | 'completed'; createdAt: Date; completedAt: Date | null; archived: boolean }
export interface PlannedTotals { userId: number; activity: number; quiz: number; entry: number }

export interface LoggingPlan {
  activities: PlannedActivity[];
  quizzes: PlannedQuiz[];
  entries: PlannedEntry[];
  scenes: PlannedScene[];
  totals: PlannedTotals[];
}

const RATE = { new: 0, light: 0.4, steady: 0.72, keen: 0.92 } as const;
const PER_DAY = {
  new: [[1, 1]], light: [[1, 5], [2, 2]], steady: [[1, 3], [2, 4], [3, 1]], keen: [[1, 1], [2, 3], [3, 4]],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;
const TODAY_CHANCE = { new: 0, light: 0.1, steady: 0.3, keen: 0.6 } as const;

export function planLogging(program: ProgramDays, people: Participant[], activities: LoadedActivity[], scenes: { id: number; tiles: number }[]): LoggingPlan {
  const plan: LoggingPlan = { activities: [], quizzes: [], entries: [], scenes: [], totals: [] };
  for (const person of people) {
    if (person.engagement === 'new') continue;
    const rnd = random(`logging:${person.email}`);
    const maya = person.email === 'participant@example.com';
    const registered = at(program.startsOn, 8);
    const answeredRight = new Set<number>();
    let logged = 0;
    let quizPoints = 0;
    let entryPoints = 0;
    let activityPoints = 0;
    const sceneOf = (n: number) => Math.floor(n / scenes[0].tiles) + 1;
    const firstTileAt = new Map<number, Date>();
    const lastTileAt = new Map<number, Date>();

    for (const day of program.daysSoFar) {
      const isToday = day === program.today;
      const count = isToday
        ? (maya ? 1 : rnd.chance(TODAY_CHANCE[person.engagement]) ? 1 : 0)
        : maya
          ? ([5, 11].includes(program.daysSoFar.indexOf(day)) ? 0 : rnd.int(2, 3))
          : rnd.chance(RATE[person.engagement]) ? rnd.weighted(PER_DAY[person.engagement]) : 0;
      if (count === 0) continue;
      const week = weekOf(program.startsOn, day);
      const available = activities.filter((a) => a.week_available <= week);
      const chosen = rnd.sample(available, count);
      const hours = chosen.map(() => rnd.int(7, 21)).sort((x, y) => x - y);
      let dayPoints = 0;
      let activeCount = 0;
      // How each activity felt is asked when the day is reviewed: mostly answered for past days, rarely yet today.
      const feelsAsked = maya ? !isToday : rnd.chance(isToday ? 0.3 : 0.85);
      chosen.forEach((activity, i) => {
        const createdAt = at(day, hours[i], rnd.int(0, 59));
        const sequence = sceneOf(logged);
        // Tile numbers are the 0-based index into tile_urls; filling in order leaves the final tile for last.
        const tile = logged % scenes[0].tiles;
        if (!firstTileAt.has(sequence)) firstTileAt.set(sequence, createdAt);
        lastTileAt.set(sequence, createdAt);
        logged += 1;
        // A few logged the wrong thing and deactivated it: the tile stays, the points stop counting.
        const isActive = maya || !rnd.chance(0.03);
        let answerIdx: number | null = null;
        if (activity.question && activity.correct_answer !== null && !answeredRight.has(activity.id) && rnd.chance(0.85)) {
          const outcome = rnd.weighted([['right', 62], ['wrong-then-right', 26], ['wrong', 12]] as const);
          const wrong = (activity.correct_answer + 1 + rnd.int(0, activity.answers.length - 2)) % activity.answers.length;
          const quizAt = new Date(createdAt.getTime() - 60_000);
          if (outcome !== 'right') plan.quizzes.push({ userId: person.id, activityId: activity.id, answerIdx: wrong, correct: false, day, createdAt: new Date(quizAt.getTime() - 30_000) });
          if (outcome !== 'wrong') {
            plan.quizzes.push({ userId: person.id, activityId: activity.id, answerIdx: activity.correct_answer, correct: true, day, createdAt: quizAt });
            answeredRight.add(activity.id);
            quizPoints += program.triviaPoints;
            dayPoints += program.triviaPoints;
          }
          answerIdx = outcome === 'wrong' ? wrong : activity.correct_answer;
        }
        const feels = feelsAsked ? rnd.weighted([[1, 55], [0, 30], [-1, 10], [null, 5]] as const) : null;
        plan.activities.push({ userId: person.id, activityId: activity.id, day, createdAt, sceneSequence: sequence, tile, isActive, answerIdx, feels });
        if (isActive) {
          activeCount += 1;
          activityPoints += ACTIVITY_POINTS;
          dayPoints += ACTIVITY_POINTS;
        }
      });
      // A day is recorded once it has daily_activity_minimum active activities; that earns the entry points.
      const recorded = activeCount >= program.dailyMinimum;
      const dayEntryPoints = recorded ? program.entryPoints : 0;
      entryPoints += dayEntryPoints;
      plan.entries.push({ userId: person.id, day, week, recorded, entryPoints: dayEntryPoints, totalPoints: dayPoints + dayEntryPoints });
    }

    // Every full scene is completed; the next one is the current (loggable) scene, possibly still empty.
    const completed = Math.floor(logged / scenes[0].tiles);
    for (let sequence = 1; sequence <= completed + 1; sequence++) {
      const isCurrent = sequence === completed + 1;
      plan.scenes.push({
        userId: person.id, sequence, sceneId: scenes[(sequence - 1) % scenes.length].id,
        state: isCurrent ? 'loggable' : 'completed',
        createdAt: firstTileAt.get(sequence) ?? (sequence === 1 ? registered : lastTileAt.get(sequence - 1)!),
        completedAt: isCurrent ? null : lastTileAt.get(sequence)!,
        // The newest finished scene of some participants is not archived yet: their 'finished work' dialog is due.
        archived: !isCurrent && !(sequence === completed && !maya && rnd.chance(0.3)),
      });
    }
    plan.totals.push({ userId: person.id, activity: activityPoints, quiz: quizPoints, entry: entryPoints });
  }
  return plan;
}
