// The coordinator user table's stored counts (users.activities_logged, scenes_completed, duos_completed): the product's
// triggers keep them, but bulk inserts skip triggers (session_replication_role), so they are counted once here.
import { type ScaleContext, run } from './context.ts';
import { int } from './sql.ts';

export async function recountUserTable(ctx: ScaleContext): Promise<number> {
  const p = int(ctx.ids.promotionId);
  return run(ctx, `
    UPDATE users u SET activities_logged = c.activities, scenes_completed = c.scenes, duos_completed = c.duos
      FROM users x CROSS JOIN LATERAL (
        SELECT (SELECT count(*) FROM user_activities a WHERE a.user_id = x.id AND a.is_active AND a.recorded_on IS NOT NULL)::int AS activities,
               (SELECT count(*) FROM user_scenes s WHERE s.user_id = x.id AND s.current_state = 'completed')::int AS scenes,
               (SELECT count(*) FROM duos d WHERE (d.sender_id = x.id OR d.receiver_id = x.id) AND d.state = 'completed')::int AS duos) c
     WHERE u.id = x.id AND x.promotion_id = ${p}`);
}
