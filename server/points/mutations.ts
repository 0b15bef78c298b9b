// THE write path of point totals (docs/decisions/003-where-points-live.md): user_points, the day's
// entries.total_points, and the team member's contributed + the team's total_points. Every feature that creates,
// changes or removes a point event calls creditPoints inside its own transaction; nothing else writes these columns.
import { Prisma } from '@/generated/prisma/client';

export type Tx = Prisma.TransactionClient;

export type PointKind = 'activity' | 'quiz' | 'bonus' | 'entry';

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

// Whitelisted column names: the kind never reaches SQL as text from a request.
const PART_COLUMN: Record<PointKind, Prisma.Sql> = {
  activity: Prisma.raw('activity_points'),
  quiz: Prisma.raw('quiz_points'),
  bonus: Prisma.raw('bonus_points'),
  entry: Prisma.raw('entry_points'),
};

/**
 * The team part: the member's team in the competition whose dates contain `day`, unless that team is deleted or
 * its scores are frozen (freeze_team_scores and the promotion's current date has reached freeze_team_scores_on).
 * contributed stays within [0, max_contribution], so the team moves by the member's actual change, never by more:
 * points earned before joining a team and removed after joining cannot push a member below zero.
 */
function teamPart(input: CreditInput, day: string): Prisma.Sql {
  return Prisma.sql`
    member AS (
      SELECT tm.id, tm.contributed AS old
        FROM team_members tm
        JOIN competitions c ON c.id = tm.competition_id AND c.promotion_id = ${input.promotionId}
        JOIN teams t ON t.id = tm.team_id AND t.status <> 2
        JOIN promotions p ON p.id = c.promotion_id
       WHERE tm.user_id = ${input.userId} AND tm.promotion_id = ${input.promotionId}
         AND ${day}::date BETWEEN c.competition_starts_on AND c.competition_ends_on
         AND NOT (c.freeze_team_scores AND c.freeze_team_scores_on IS NOT NULL
                  AND coalesce(p.current_date_override, (now() AT TIME ZONE p.time_zone)::date) >= c.freeze_team_scores_on)
       FOR UPDATE OF tm
    ),
    moved AS (
      UPDATE team_members x
         SET contributed = LEAST(coalesce(x.max_contribution, 2147483647), GREATEST(0, member.old + ${input.delta})),
             updated_at = now()
        FROM member
       WHERE x.id = member.id
   RETURNING x.team_id, x.contributed - member.old AS change
    )
    UPDATE teams t SET total_points = t.total_points + moved.change, updated_at = now()
      FROM moved WHERE t.id = moved.team_id AND moved.change <> 0`;
}

/**
 * Adds `delta` points of `kind` for a user on a day, by signed increments (never read-modify-write), inside the
 * caller's transaction: the day's entry, then user_points and the team (data-modifying CTEs) — two statements, or one
 * when the caller holds the entry lock.
 * A positive delta creates the user_points row and the day's entry when missing; a negative one only lowers
 * existing rows (the CHECKs refuse a negative total, which would be a bug). kind 'entry' also moves
 * entries.entry_points, the event column of a recorded day.
 */
export async function creditPoints(tx: Tx, input: CreditInput): Promise<void> {
  const delta = Math.trunc(input.delta);
  if (delta === 0) return;
  const part = PART_COLUMN[input.kind];
  // Days travel as 'YYYY-MM-DD' text cast to date: a Date parameter would pass through the session's time zone.
  const day = input.day;
  const entryPoints = input.kind === 'entry' ? delta : 0;
  const { userId, promotionId } = input;

  // The day's entry first: every path that changes points locks rows in one order (entry → user_points → team
  // member → team), so two transactions crediting the same user cannot deadlock. Unless the caller holds the entry
  // lock already, that takes its own statement (the CTEs of one statement run in no guaranteed order).
  const entrySql =
    delta > 0
      ? Prisma.sql`
      INSERT INTO entries (promotion_id, user_id, recorded_on, week, total_points, entry_points, updated_at)
      SELECT p.id, ${userId}::int, ${day}::date, GREATEST(1, (${day}::date - p.starts_on) / 7 + 1), ${delta}::int, ${entryPoints}::int, now()
        FROM promotions p WHERE p.id = ${promotionId}
      ON CONFLICT (user_id, recorded_on) DO UPDATE
        SET total_points = entries.total_points + EXCLUDED.total_points,
            entry_points = entries.entry_points + EXCLUDED.entry_points,
            updated_at = now()`
      : Prisma.sql`
      UPDATE entries
         SET total_points = total_points + ${delta}, entry_points = entry_points + ${entryPoints}, updated_at = now()
       WHERE user_id = ${userId} AND recorded_on = ${day}::date AND promotion_id = ${promotionId}`;
  if (!input.entryLocked) await tx.$executeRaw(entrySql);

  // A negative delta only lowers an existing row: an INSERT would check its (negative) values against the CHECKs
  // before noticing the conflict.
  const userPoints =
    delta > 0
      ? Prisma.sql`
    points AS (
      INSERT INTO user_points (user_id, promotion_id, total_points, ${part}, updated_at)
      VALUES (${userId}, ${promotionId}, ${delta}, ${delta}, now())
      ON CONFLICT (user_id) DO UPDATE
        SET ${part} = user_points.${part} + EXCLUDED.${part},
            total_points = user_points.total_points + EXCLUDED.total_points,
            updated_at = now()
    ),`
      : Prisma.sql`
    points AS (
      UPDATE user_points
         SET ${part} = ${part} + ${delta}, total_points = total_points + ${delta}, updated_at = now()
       WHERE user_id = ${userId} AND promotion_id = ${promotionId}
    ),`;

  const entryPart = input.entryLocked ? Prisma.sql`day_entry AS (${entrySql}),` : Prisma.empty;
  await tx.$executeRaw(Prisma.sql`WITH ${entryPart} ${userPoints} ${teamPart(input, day)}`);
}
