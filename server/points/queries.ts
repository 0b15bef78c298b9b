// Drift detection for the running point totals (docs/decisions/003-where-points-live.md "Preventing and detecting
// drift"): recompute every total of a promotion from its events and report the rows that differ. Run by tests after
// each points scenario (and meant for a nightly job); a difference is a bug to find, not only a number to fix.
import { db } from '@/server/db';
import { entryDriftSql, teamDriftSql, userDriftSql } from './sql';

export type DriftRow =
  | { scope: 'user'; user_id: number; field: 'activity_points' | 'quiz_points' | 'bonus_points' | 'entry_points' | 'total_points'; actual: number; expected: number }
  | { scope: 'entry'; user_id: number; recorded_on: string; field: 'total_points'; actual: number; expected: number }
  | { scope: 'team'; team_id: number; field: 'total_points'; actual: number; expected: number };

interface UserDrift {
  user_id: number;
  activity_points: number; expected_activity_points: number;
  quiz_points: number; expected_quiz_points: number;
  bonus_points: number; expected_bonus_points: number;
  entry_points: number; expected_entry_points: number;
  total_points: number;
}

async function userDrift(promotionId: number): Promise<DriftRow[]> {
  // The decision's query, plus total_points against its parts (the CHECK guarantees it; cheap to confirm).
  const rows: UserDrift[] = await userDriftSql.all(db, promotionId);
  const out: DriftRow[] = [];
  for (const r of rows) {
    for (const field of ['activity_points', 'quiz_points', 'bonus_points', 'entry_points'] as const) {
      const expected = r[`expected_${field}`];
      if (r[field] !== expected) out.push({ scope: 'user', user_id: r.user_id, field, actual: r[field], expected });
    }
    const parts = r.activity_points + r.quiz_points + r.bonus_points + r.entry_points;
    if (r.total_points !== parts) out.push({ scope: 'user', user_id: r.user_id, field: 'total_points', actual: r.total_points, expected: parts });
  }
  return out;
}

async function entryDrift(promotionId: number): Promise<DriftRow[]> {
  const rows = await entryDriftSql.all(db, promotionId);
  return rows.map((r) => ({ scope: 'entry', field: 'total_points', ...r }));
}

async function teamDrift(promotionId: number): Promise<DriftRow[]> {
  const rows = await teamDriftSql.all(db, promotionId);
  return rows.map((r) => ({ scope: 'team', field: 'total_points', ...r }));
}

/** Every running total of a promotion that differs from its events; empty when there is no drift. */
export async function reconcilePoints(promotionId: number): Promise<DriftRow[]> {
  const [users, entries, teams] = await Promise.all([userDrift(promotionId), entryDrift(promotionId), teamDrift(promotionId)]);
  return [...users, ...entries, ...teams];
}
