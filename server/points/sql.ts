// The raw SQL of point totals (docs/decisions/003-where-points-live.md, 006-sql-style.md): the signed increments of
// creditPoints, and the drift queries that recompute every total from its events.
import { Prisma } from '@/generated/prisma/client';
import { col, defineCommand, defineQuery } from '@/server/platform/sql';

export type PointKind = 'activity' | 'quiz' | 'bonus' | 'entry';
const KINDS: PointKind[] = ['activity', 'quiz', 'bonus', 'entry'];

// Whitelisted column names: the kind never reaches SQL as text from a request.
const PART_COLUMN: Record<PointKind, Prisma.Sql> = {
  activity: Prisma.raw('activity_points'),
  quiz: Prisma.raw('quiz_points'),
  bonus: Prisma.raw('bonus_points'),
  entry: Prisma.raw('entry_points'),
};

/** One credit, as creditPoints normalised it: a non-zero whole delta, and the entry_points part of it. */
export interface Credit {
  userId: number;
  promotionId: number;
  /** 'YYYY-MM-DD' text cast to date: a Date parameter would pass through the session's time zone. */
  day: string;
  kind: PointKind;
  delta: number;
  /** delta for kind 'entry', else 0. */
  entryPoints: number;
  entryLocked: boolean;
}

/** The day's entry: created or raised by a positive delta, lowered (never created) by a negative one. */
function entrySql({ userId, promotionId, day, delta, entryPoints }: Credit): Prisma.Sql {
  return delta > 0
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
}

/**
 * A negative delta only lowers an existing row: an INSERT would check its (negative) values against the CHECKs
 * before noticing the conflict.
 */
function userPointsSql({ userId, promotionId, delta, kind }: Credit): Prisma.Sql {
  const part = PART_COLUMN[kind];
  return delta > 0
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
}

/**
 * The team part: the member's team in the competition whose dates contain `day`, unless that team is deleted or
 * its scores are frozen (freeze_team_scores and the promotion's current date has reached freeze_team_scores_on).
 * contributed stays within [0, max_contribution], so the team moves by the member's actual change, never by more:
 * points earned before joining a team and removed after joining cannot push a member below zero.
 */
function teamSql({ userId, promotionId, day, delta }: Credit): Prisma.Sql {
  return Prisma.sql`
    member AS (
      SELECT tm.id, tm.contributed AS old
        FROM team_members tm
        JOIN competitions c ON c.id = tm.competition_id AND c.promotion_id = ${promotionId}
        JOIN teams t ON t.id = tm.team_id AND t.status <> 2
        JOIN promotions p ON p.id = c.promotion_id
       WHERE tm.user_id = ${userId} AND tm.promotion_id = ${promotionId}
         AND ${day}::date BETWEEN c.competition_starts_on AND c.competition_ends_on
         AND NOT (c.freeze_team_scores AND c.freeze_team_scores_on IS NOT NULL
                  AND coalesce(p.current_date_override, (now() AT TIME ZONE p.time_zone)::date) >= c.freeze_team_scores_on)
       FOR UPDATE OF tm
    ),
    moved AS (
      UPDATE team_members x
         SET contributed = LEAST(coalesce(x.max_contribution, 2147483647), GREATEST(0, member.old + ${delta})),
             updated_at = now()
        FROM member
       WHERE x.id = member.id
   RETURNING x.team_id, x.contributed - member.old AS change
    )
    UPDATE teams t SET total_points = t.total_points + moved.change, updated_at = now()
      FROM moved WHERE t.id = moved.team_id AND moved.change <> 0`;
}

/** Every shape of a credit (kind × sign × entry lock), for the shape test. */
const CREDIT_EXAMPLES: [Credit][] = KINDS.flatMap((kind) =>
  [5, -5].flatMap((delta) => [true, false].map((entryLocked): [Credit] => [
    { userId: 1, promotionId: 1, day: '2026-03-02', kind, delta, entryPoints: kind === 'entry' ? delta : 0, entryLocked },
  ])),
);

/** The day's entry on its own statement (when the caller does not hold its lock yet: it is taken here, first). */
export const creditEntrySql = defineCommand({
  name: 'points.creditEntry',
  sql: (credit: Credit) => entrySql(credit),
  examples: CREDIT_EXAMPLES,
});

/** user_points and the team in one statement of data-modifying CTEs; with the entry too when the caller holds its lock. */
export const creditTotalsSql = defineCommand({
  name: 'points.creditTotals',
  sql: (credit: Credit) => {
    const entryPart = credit.entryLocked ? Prisma.sql`day_entry AS (${entrySql(credit)}),` : Prisma.empty;
    return Prisma.sql`WITH ${entryPart} ${userPointsSql(credit)} ${teamSql(credit)}`;
  },
  examples: CREDIT_EXAMPLES,
});

/** The user totals of a promotion against their events, plus total_points against its parts. */
export const userDriftSql = defineQuery({
  name: 'points.userDrift',
  columns: {
    user_id: col.int,
    activity_points: col.int, expected_activity_points: col.int,
    quiz_points: col.int, expected_quiz_points: col.int,
    bonus_points: col.int, expected_bonus_points: col.int,
    entry_points: col.int, expected_entry_points: col.int,
    total_points: col.int,
  },
  sql: (promotionId: number) => Prisma.sql`
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
        OR coalesce(p.total_points, 0) <> coalesce(p.activity_points + p.quiz_points + p.bonus_points + p.entry_points, 0)`,
  examples: [[1]],
});

/** The day totals of a promotion against their events. */
export const entryDriftSql = defineQuery({
  name: 'points.entryDrift',
  columns: { user_id: col.int, recorded_on: col.text, actual: col.int, expected: col.int },
  sql: (promotionId: number) => Prisma.sql`
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
     WHERE coalesce(en.total_points, 0) <> coalesce(e.points, 0)`,
  examples: [[1]],
});

/** The team totals of a promotion against their members' contributions. */
export const teamDriftSql = defineQuery({
  name: 'points.teamDrift',
  columns: { team_id: col.int, actual: col.int, expected: col.int },
  sql: (promotionId: number) => Prisma.sql`
    SELECT t.id AS team_id, t.total_points AS actual, coalesce(m.contributed, 0)::int AS expected
      FROM teams t
      LEFT JOIN (SELECT team_id, sum(contributed) AS contributed FROM team_members
                  WHERE promotion_id = ${promotionId} GROUP BY team_id) m ON m.team_id = t.id
     WHERE t.promotion_id = ${promotionId} AND t.total_points <> coalesce(m.contributed, 0)`,
  examples: [[1]],
});
