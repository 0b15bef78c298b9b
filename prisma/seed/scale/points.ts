// user_points: each participant's running totals, summed from the events exactly as the reconciliation query of
// docs/decisions/003-where-points-live.md recomputes them, so a fresh scale promotion has zero drift.
import { type ScaleContext, bulkInsert } from './context.ts';
import { userId } from './people.ts';
import { int } from './sql.ts';

export async function createUserPoints(ctx: ScaleContext): Promise<number> {
  const p = int(ctx.ids.promotionId);
  const range = (column: string, from: string, to: string) =>
    `${column} BETWEEN ${userId(ctx, from)} AND ${userId(ctx, to)}`;
  return bulkInsert(ctx, 'user_points', (from, to) => `
    INSERT INTO user_points (user_id, promotion_id, total_points, activity_points, quiz_points, bonus_points, entry_points, updated_at)
    SELECT x.id, ${p}, x.a + x.q + x.b + x.e, x.a, x.q, x.b, x.e, now()
      FROM (
        SELECT ${userId(ctx, 'u')} AS id, coalesce(a.points, 0) AS a, coalesce(q.points, 0) AS q, coalesce(b.points, 0) AS b,
               coalesce(e.points, 0) AS e
          FROM generate_series(${from}, ${to}) u
          LEFT JOIN (SELECT user_id, sum(points)::int AS points FROM user_activities
                      WHERE promotion_id = ${p} AND is_active AND ${range('user_id', from, to)} GROUP BY user_id) a
                 ON a.user_id = ${userId(ctx, 'u')}
          LEFT JOIN (SELECT user_id, sum(points)::int AS points FROM user_quiz_answers
                      WHERE promotion_id = ${p} AND is_correct AND ${range('user_id', from, to)} GROUP BY user_id) q
                 ON q.user_id = ${userId(ctx, 'u')}
          LEFT JOIN (SELECT target_user_id, sum(points)::int AS points FROM work_bonuses
                      WHERE promotion_id = ${p} AND applied AND ${range('target_user_id', from, to)} GROUP BY target_user_id) b
                 ON b.target_user_id = ${userId(ctx, 'u')}
          LEFT JOIN (SELECT user_id, sum(entry_points)::int AS points FROM entries
                      WHERE promotion_id = ${p} AND ${range('user_id', from, to)} GROUP BY user_id) e
                 ON e.user_id = ${userId(ctx, 'u')}
      ) x`);
}
