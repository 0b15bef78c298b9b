// THE write path of point totals (docs/decisions/003-where-points-live.md): user_points, the day's
// entries.total_points, and the team member's contributed + the team's total_points. Every feature that creates,
// changes or removes a point event calls creditPoints inside its own transaction; nothing else writes these columns.
import type { Tx } from '@/server/db';
import { creditEntrySql, creditTotalsSql, type Credit, type PointKind } from './sql';

export type { PointKind };

export interface CreditInput {
  userId: number;
  promotionId: number;
  /** The day the points belong to ('YYYY-MM-DD'): the entry they add to and the competition window test. */
  day: string;
  kind: PointKind;
  /** Signed: negative removes points (unlog, deactivate, a day no longer recorded). */
  delta: number;
  /**
   * The caller already holds the day's entry row lock (entries/mutations lockEntryForDay): the entry update can then
   * ride in the same statement as the rest, one round trip instead of two on the logging path.
   */
  entryLocked?: boolean;
}

/**
 * Adds `delta` points of `kind` for a user on a day, by signed increments (never read-modify-write), inside the
 * caller's transaction: the day's entry, then user_points and the team (data-modifying CTEs) — two statements, or one
 * when the caller holds the entry lock (the SQL: ./sql.ts).
 * A positive delta creates the user_points row and the day's entry when missing; a negative one only lowers
 * existing rows (the CHECKs refuse a negative total, which would be a bug). kind 'entry' also moves
 * entries.entry_points, the event column of a recorded day.
 */
export async function creditPoints(tx: Tx, input: CreditInput): Promise<void> {
  const delta = Math.trunc(input.delta);
  if (delta === 0) return;
  const credit: Credit = {
    userId: input.userId,
    promotionId: input.promotionId,
    day: input.day,
    kind: input.kind,
    delta,
    entryPoints: input.kind === 'entry' ? delta : 0,
    entryLocked: input.entryLocked ?? false,
  };
  // The day's entry first: every path that changes points locks rows in one order (entry → user_points → team
  // member → team), so two transactions crediting the same user cannot deadlock. Unless the caller holds the entry
  // lock already, that takes its own statement (the CTEs of one statement run in no guaranteed order).
  if (!credit.entryLocked) await creditEntrySql.run(tx, credit);
  await creditTotalsSql.run(tx, credit);
}
