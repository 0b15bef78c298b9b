// Drift detection for the running point totals (docs/decisions/003-where-points-live.md "Preventing and detecting
// drift"): recompute every total of a promotion from its events and report the rows that differ. Run by tests after
// each points scenario (and meant for a nightly job); a difference is a bug to find, not only a number to fix.
import { db } from '@/server/db';

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
  const rows = await db.$queryRaw<UserDrift[]>`
    WITH events AS (
      SELECT user_id, sum(points)::int AS activity_points, 0 AS quiz_points, 0 AS bonus_points, 0 AS entry_points
        FROM user_activities WHERE promotion_id = ${promotionId} AND is_active AND recorded_on IS NOT NULL GROUP BY user_id
      UNION ALL
      SELECT user_id, 0, sum(points)::int, 0, 0 FROM user_quiz_answers
       WHERE promotion_id = ${promotionId} AND is_correct GROUP BY user_id
      UNION ALL
      SELECT target_user_id, 0, 0, sum(points)::int, 0 FROM work_bonuses
       WHERE promotion_id = ${promotionId} AND applied AND target_user_id IS NOT NULL GROUP BY target_user_id
      UNION ALL
      SELECT user_id, 0, 0, 0, sum(entry_points)::int FROM entries WHERE promotion_id = ${promotionId} GROUP BY user_id
    ), expected AS (
      SELECT user_id, sum(activity_points)::int AS activity_points, sum(quiz_points)::int AS quiz_points,
             sum(bonus_points)::int AS bonus_points, sum(entry_points)::int AS entry_points
        FROM events GROUP BY user_id
    )
    SELECT coalesce(p.user_id, e.user_id) AS user_id,
           coalesce(p.activity_points, 0) AS activity_points, coalesce(e.activity_points, 0) AS expected_activity_points,
           coalesce(p.quiz_points, 0) AS quiz_points, coalesce(e.quiz_points, 0) AS expected_quiz_points,
           coalesce(p.bonus_points, 0) AS bonus_points, coalesce(e.bonus_points, 0) AS expected_bonus_points,
           coalesce(p.entry_points, 0) AS entry_points, coalesce(e.entry_points, 0) AS expected_entry_points,
           coalesce(p.total_points, 0) AS total_points
      FROM (SELECT * FROM user_points WHERE promotion_id = ${promotionId}) p
      FULL JOIN expected e ON e.user_id = p.user_id
     WHERE coalesce(p.activity_points, 0) <> coalesce(e.activity_points, 0)
        OR coalesce(p.quiz_points, 0) <> coalesce(e.quiz_points, 0)
        OR coalesce(p.bonus_points, 0) <> coalesce(e.bonus_points, 0)
        OR coalesce(p.entry_points, 0) <> coalesce(e.entry_points, 0)
        OR coalesce(p.total_points, 0) <> coalesce(p.activity_points + p.quiz_points + p.bonus_points + p.entry_points, 0)`;
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
  const rows = await db.$queryRaw<{ user_id: number; recorded_on: string; actual: number; expected: number }[]>`
    WITH events AS (
      SELECT user_id, recorded_on, points FROM user_activities
       WHERE promotion_id = ${promotionId} AND is_active AND recorded_on IS NOT NULL
      UNION ALL
      SELECT user_id, recorded_on, points FROM user_quiz_answers
       WHERE promotion_id = ${promotionId} AND is_correct AND recorded_on IS NOT NULL
      UNION ALL
      SELECT target_user_id, recorded_on, points FROM work_bonuses
       WHERE promotion_id = ${promotionId} AND applied AND target_user_id IS NOT NULL AND recorded_on IS NOT NULL
      UNION ALL
      SELECT user_id, recorded_on, entry_points FROM entries WHERE promotion_id = ${promotionId}
    ), expected AS (
      SELECT user_id, recorded_on, sum(points)::int AS points FROM events GROUP BY user_id, recorded_on
    )
    SELECT coalesce(en.user_id, e.user_id) AS user_id, to_char(coalesce(en.recorded_on, e.recorded_on), 'YYYY-MM-DD') AS recorded_on,
           coalesce(en.total_points, 0) AS actual, coalesce(e.points, 0) AS expected
      FROM (SELECT user_id, recorded_on, total_points FROM entries WHERE promotion_id = ${promotionId}) en
      FULL JOIN expected e ON e.user_id = en.user_id AND e.recorded_on = en.recorded_on
     WHERE coalesce(en.total_points, 0) <> coalesce(e.points, 0)`;
  return rows.map((r) => ({ scope: 'entry', field: 'total_points', ...r }));
}

async function teamDrift(promotionId: number): Promise<DriftRow[]> {
  const rows = await db.$queryRaw<{ team_id: number; actual: number; expected: number }[]>`
    SELECT t.id AS team_id, t.total_points AS actual, coalesce(m.contributed, 0)::int AS expected
      FROM teams t
      LEFT JOIN (SELECT team_id, sum(contributed) AS contributed FROM team_members
                  WHERE promotion_id = ${promotionId} GROUP BY team_id) m ON m.team_id = t.id
     WHERE t.promotion_id = ${promotionId} AND t.total_points <> coalesce(m.contributed, 0)`;
  return rows.map((r) => ({ scope: 'team', field: 'total_points', ...r }));
}

/** Every running total of a promotion that differs from its events; empty when there is no drift. */
export async function reconcilePoints(promotionId: number): Promise<DriftRow[]> {
  const [users, entries, teams] = await Promise.all([userDrift(promotionId), entryDrift(promotionId), teamDrift(promotionId)]);
  return [...users, ...entries, ...teams];
}
