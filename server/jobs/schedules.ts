// Cron schedules: pg-boss sends a job to a queue on a cron expression, and whichever worker is free works it
// (the "send" is de-duplicated across worker instances, so N workers do not run a schedule N times).
//
// To add one (docs/jobs-and-mail.md "Add a schedule"):
//   1. add the queue with its payload schema to queues.ts and its handler to server/composition/jobs.ts;
//   2. add an entry to SCHEDULES (server/composition/schedules.ts), e.g.
//      { name: 'reports.nightly', cron: '0 3 * * *', tz: 'America/New_York', data: {} }.
// The worker applies that list on start and removes schedules that are no longer listed there.
import { isDeepStrictEqual } from 'node:util';
import type { PgBoss, Schedule } from 'pg-boss';

export interface ScheduledJob {
  /** The queue the schedule sends to. One schedule per queue here (pg-boss 12 allows more under distinct keys). */
  name: string;
  /** Five-field cron (minute hour day month weekday), evaluated in tz. */
  cron: string;
  tz?: string;
  data?: object;
}

/** The key our schedules are stored under (pg-boss's default: one per queue). */
const KEY = '';

/** Whether the stored schedules differ from the list (added, removed or changed), so the worker must apply it. */
export function schedulesDiffer(stored: readonly Schedule[], schedules: readonly ScheduledJob[]): boolean {
  if (stored.length !== schedules.length) return true;
  const byName = new Map(stored.map((s) => [`${s.name}\u0000${s.key}`, s]));
  return schedules.some((s) => {
    const existing = byName.get(`${s.name}\u0000${KEY}`);
    return !existing || existing.cron !== s.cron || existing.timezone !== (s.tz ?? 'UTC') || !isDeepStrictEqual(existing.data ?? {}, s.data ?? {});
  });
}

export async function applySchedules(boss: PgBoss, schedules: readonly ScheduledJob[]): Promise<void> {
  for (const s of schedules) await boss.schedule(s.name, s.cron, s.data ?? {}, { tz: s.tz ?? 'UTC', key: KEY });
  const wanted = new Set(schedules.map((s) => s.name));
  for (const existing of await boss.getSchedules()) {
    if (!wanted.has(existing.name) || existing.key !== KEY) await boss.unschedule(existing.name, existing.key);
  }
}
