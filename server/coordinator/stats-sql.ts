// The raw SQL of the coordinator's Stats tab (docs/decisions/006-sql-style.md). Every statement takes the promotion
// and, for location and regional coordinators, the locations of their reach (null: the whole promotion).
import { Prisma } from '@/generated/prisma/client';
import { col, defineQuery, PLAN_PER_CALL } from '@/server/platform/sql';

type Reach = number[] | null;

const inReach = (alias: string, locationIds: Reach) =>
  locationIds ? Prisma.sql`AND ${Prisma.raw(alias)}.location_id = ANY(${locationIds}::int[])` : Prisma.empty;
const usersJoin = (userCol: string, locationIds: Reach) =>
  locationIds ? Prisma.sql`JOIN users u ON u.id = ${Prisma.raw(userCol)} ${inReach('u', locationIds)}` : Prisma.empty;

const labelled = { label: col.text, count: col.int };
// Weeks are numbers: the reader's screen names them ("Week 3", "Semana 3"), and the snapshot holding them is shared by
// every reader whatever their language.
const weekly = { week: col.int, count: col.int };
const EXAMPLES: [number, Reach, string][] = [[1, null, 'America/New_York'], [1, [1, 2], 'America/New_York']];

/** Sign-ups per day, in the promotion's time zone. */
export const registrationsSql = defineQuery({
  name: 'coordinator.stats.registrations',
  columns: labelled,
  sql: (promotionId: number, locationIds: Reach, timeZone: string) => Prisma.sql`${Prisma.raw(PLAN_PER_CALL)}
      SELECT to_char((u.created_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS label, count(*)::int AS count
        FROM users u
       WHERE u.promotion_id = ${promotionId} AND u.deleted_at IS NULL AND u.role = 'User' ${inReach('u', locationIds)}
       GROUP BY 1 ORDER BY 1`,
  examples: EXAMPLES,
});

/** Participants who logged at least one active activity, per logged day. */
export const activePerDaySql = defineQuery({
  name: 'coordinator.stats.activePerDay',
  columns: labelled,
  sql: (promotionId: number, locationIds: Reach) => Prisma.sql`${Prisma.raw(PLAN_PER_CALL)}
      SELECT to_char(ua.recorded_on, 'YYYY-MM-DD') AS label, count(DISTINCT ua.user_id)::int AS count
        FROM user_activities ua ${usersJoin('ua.user_id', locationIds)}
       WHERE ua.promotion_id = ${promotionId} AND ua.is_active AND ua.recorded_on IS NOT NULL
       GROUP BY ua.recorded_on ORDER BY ua.recorded_on`,
  examples: [[1, null], [1, [1, 2]]],
});

/** Participants active per program week (week 1 starts on the promotion's start date). */
export const activePerWeekSql = defineQuery({
  name: 'coordinator.stats.activePerWeek',
  columns: weekly,
  sql: (promotionId: number, locationIds: Reach) => Prisma.sql`${Prisma.raw(PLAN_PER_CALL)}
      SELECT w.week, count(DISTINCT w.user_id)::int AS count
        FROM (SELECT ua.user_id, ((ua.recorded_on - p.starts_on) / 7 + 1)::int AS week
                FROM user_activities ua JOIN promotions p ON p.id = ua.promotion_id ${usersJoin('ua.user_id', locationIds)}
               WHERE ua.promotion_id = ${promotionId} AND ua.is_active AND ua.recorded_on IS NOT NULL) w
       GROUP BY w.week ORDER BY w.week`,
  examples: [[1, null], [1, [1, 2]]],
});

/** Activities logged per program week (the cockpit's "activities per active participant" divides this by the week above). */
export const activitiesPerWeekSql = defineQuery({
  name: 'coordinator.stats.activitiesPerWeek',
  columns: weekly,
  sql: (promotionId: number, locationIds: Reach) => Prisma.sql`${Prisma.raw(PLAN_PER_CALL)}
      SELECT w.week, count(*)::int AS count
        FROM (SELECT ((ua.recorded_on - p.starts_on) / 7 + 1)::int AS week
                FROM user_activities ua JOIN promotions p ON p.id = ua.promotion_id ${usersJoin('ua.user_id', locationIds)}
               WHERE ua.promotion_id = ${promotionId} AND ua.is_active AND ua.recorded_on IS NOT NULL) w
       GROUP BY w.week ORDER BY w.week`,
  examples: [[1, null], [1, [1, 2]]],
});

/** Activities logged per category, by the category's key (the CHECK on activities.category allows only the keys). */
export const activitiesByCategorySql = defineQuery({
  name: 'coordinator.stats.activitiesByCategory',
  columns: labelled,
  sql: (promotionId: number, locationIds: Reach) => Prisma.sql`${Prisma.raw(PLAN_PER_CALL)}
      SELECT a.category AS label, count(*)::int AS count
        FROM user_activities ua JOIN activities a ON a.id = ua.activity_id ${usersJoin('ua.user_id', locationIds)}
       WHERE ua.promotion_id = ${promotionId} AND ua.is_active AND ua.recorded_on IS NOT NULL
       GROUP BY 1 ORDER BY 2 DESC, 1`,
  examples: [[1, null], [1, [1, 2]]],
});

/** Scenes completed per program week of their completion. */
export const scenesCompletedSql = defineQuery({
  name: 'coordinator.stats.scenesCompleted',
  columns: weekly,
  sql: (promotionId: number, locationIds: Reach, timeZone: string) => Prisma.sql`${Prisma.raw(PLAN_PER_CALL)}
      SELECT w.week, count(*)::int AS count
        FROM (SELECT greatest(1, (((us.completed_at AT TIME ZONE ${timeZone})::date - p.starts_on) / 7 + 1)) AS week
                FROM user_scenes us JOIN promotions p ON p.id = us.promotion_id ${usersJoin('us.user_id', locationIds)}
               WHERE us.promotion_id = ${promotionId} AND us.current_state = 'completed' AND us.completed_at IS NOT NULL) w
       GROUP BY w.week ORDER BY w.week`,
  examples: EXAMPLES,
});

/** Evaluations submitted, per evaluation definition. */
export const evaluationsSql = defineQuery({
  name: 'coordinator.stats.evaluations',
  columns: labelled,
  sql: (promotionId: number, locationIds: Reach) => Prisma.sql`${Prisma.raw(PLAN_PER_CALL)}
      SELECT d.name AS label, count(e.id)::int AS count
        FROM evaluation_definitions d
        JOIN evaluations e ON e.evaluation_definition_id = d.id AND e.promotion_id = d.promotion_id
        ${usersJoin('e.user_id', locationIds)}
       WHERE d.promotion_id = ${promotionId}
       GROUP BY d.id, d.name ORDER BY d.id`,
  examples: [[1, null], [1, [1, 2]]],
});

/**
 * Team standings of the current competition: live teams by points; the average is per member. Location coordinators
 * see the teams with a member in their reach.
 */
export const teamStandingsSql = defineQuery({
  name: 'coordinator.stats.teamStandings',
  columns: { id: col.int, name: col.text, member_count: col.int, total_points: col.int },
  sql: (promotionId: number, competitionId: number, locationIds: Reach) => Prisma.sql`${Prisma.raw(PLAN_PER_CALL)}
      SELECT t.id, t.name, t.member_count, t.total_points
        FROM teams t
       WHERE t.promotion_id = ${promotionId} AND t.competition_id = ${competitionId} AND t.status <> 2
         ${locationIds ? Prisma.sql`AND EXISTS (SELECT 1 FROM team_members m JOIN users u ON u.id = m.user_id
                                                WHERE m.team_id = t.id ${inReach('u', locationIds)})` : Prisma.empty}
       ORDER BY t.total_points DESC, t.id
       LIMIT 100`,
  examples: [[1, 1, null], [1, 1, [1, 2]]],
});

export const participantCountSql = defineQuery({
  name: 'coordinator.stats.participants',
  columns: { count: col.int },
  sql: (promotionId: number, locationIds: Reach) => Prisma.sql`${Prisma.raw(PLAN_PER_CALL)}
      SELECT count(*)::int AS count FROM users u
       WHERE u.promotion_id = ${promotionId} AND u.deleted_at IS NULL AND u.role = 'User' ${inReach('u', locationIds)}`,
  examples: [[1, null], [1, [1, 2]]],
});
