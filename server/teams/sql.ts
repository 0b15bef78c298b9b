// The raw statements of teams (docs/decisions/006-sql-style.md): the team list with member counts, the teams ranked
// around a team, a team's week of activities, the weekly awards and the writers' locks.
import { Prisma } from '@/generated/prisma/client';
import { col, defineCommand, defineQuery } from '@/server/platform/sql';

export const TEAM_SORTS = { member_count: 'member_count', name: 'lower(name)', total_points: 'total_points', created_at: 'created_at' } as const;
export type TeamSort = keyof typeof TEAM_SORTS;

export interface TeamListFilter {
  promotionId: number;
  competitionId: number;
  /** null: every status. */
  statuses: number[] | null;
  /** ILIKE pattern of the name, or null. */
  pattern: string | null;
  /** for=join: teams with fewer members than this (not full). */
  below: number | null;
  sort: TeamSort;
  dir: 'asc' | 'desc';
  limit: number | null;
  offset: number;
}

/**
 * One page of a competition's teams with their member counts and the total. The count is stored (teams.member_count,
 * kept by a trigger): the join list reads (competition_id, status, member_count, id) in order; a name search goes
 * through the trigram index on teams.name.
 */
export const teamListSql = defineQuery({
  name: 'teams.list',
  columns: { id: col.int, member_count: col.int, total: col.int },
  sql: (f: TeamListFilter) => Prisma.sql`
    SELECT t.id, t.member_count, (count(*) OVER ())::int AS total
      FROM teams t
     WHERE t.competition_id = ${f.competitionId}::int AND t.promotion_id = ${f.promotionId}::int
       AND (${f.statuses}::int[] IS NULL OR t.status = ANY(${f.statuses}::int[]))
       AND (${f.pattern}::text IS NULL OR t.name ILIKE ${f.pattern}::text)
       AND (${f.below}::int IS NULL OR t.member_count < ${f.below}::int)
     ORDER BY ${Prisma.raw(TEAM_SORTS[f.sort])} ${Prisma.raw(f.dir === 'desc' ? 'DESC' : 'ASC')}, id
     LIMIT ${f.limit}::int OFFSET ${f.offset}::int`,
  examples: (['member_count', 'name'] as const).map((sort): [TeamListFilter] => [
    { promotionId: 1, competitionId: 1, statuses: [0, 1], pattern: null, below: 4, sort, dir: 'asc', limit: 20, offset: 0 },
  ]),
});

/**
 * The official teams ranked around a team (rank by total_points, ties by id, as the team board): `span` on each side.
 * Nothing when the team is not ranked (not official).
 */
export const teamNeighborsSql = defineQuery({
  name: 'teams.neighbors',
  columns: { id: col.int, rank: col.int },
  sql: (promotionId: number, competitionId: number, teamId: number, span: number) => Prisma.sql`
    WITH ranked AS (
      SELECT t.id, (row_number() OVER (ORDER BY t.total_points DESC, t.id))::int AS rank
        FROM teams t
       WHERE t.promotion_id = ${promotionId}::int AND t.competition_id = ${competitionId}::int AND t.status = 1
    ), mine AS (SELECT rank FROM ranked WHERE id = ${teamId}::int)
    SELECT r.id, r.rank FROM ranked r, mine
     WHERE r.rank BETWEEN mine.rank - ${span}::int AND mine.rank + ${span}::int
     ORDER BY r.rank`,
  examples: [[1, 1, 1, 5]],
});

/**
 * The logged, active activities of a team's members between two days (team_members (team_id), then user_activities
 * (user_id, recorded_on) per member).
 */
export const teamActivitySql = defineQuery({
  name: 'teams.weekActivity',
  columns: {
    id: col.int, user_id: col.int, activity_id: col.int, name: col.text, category: col.text, recorded_on: col.date, points: col.int,
  },
  sql: (promotionId: number, teamId: number, from: string, to: string) => Prisma.sql`
    SELECT ua.id, ua.user_id, ua.activity_id, a.name, a.category, ua.recorded_on, ua.points
      FROM team_members tm
      JOIN user_activities ua ON ua.user_id = tm.user_id AND ua.promotion_id = tm.promotion_id
       AND ua.recorded_on BETWEEN ${from}::date AND ${to}::date
       AND ua.is_active AND ua.date_answered IS NOT NULL
       -- Only what was logged as a member counts for the team (as its total does): a newcomer's earlier logs of the
       -- week are theirs, not the team's, so the week never shows points the team's total does not hold.
       AND ua.created_at >= tm.created_at
      JOIN activities a ON a.id = ua.activity_id
     WHERE tm.team_id = ${teamId}::int AND tm.promotion_id = ${promotionId}::int
     ORDER BY ua.recorded_on, ua.id`,
  examples: [[1, 1, '2026-03-02', '2026-03-08']],
});

/**
 * The weekly awards of a competition, in one statement: for every week from 1 to `lastWeek` that has no award yet,
 * the `top` live teams by the points their members earned that week (logged, active activities recorded in the week,
 * not on or after the freeze date), ranked by points then team id. Idempotent: an awarded week is skipped, and the
 * unique (competition_id, week, team_id) makes two runs at once harmless.
 */
export const awardWeeksSql = defineQuery({
  name: 'teams.awardWeeks',
  columns: { week: col.int, team_id: col.int, rank: col.int, points: col.int },
  sql: (a: { promotionId: number; competitionId: number; startsOn: string; endsOn: string; lastWeek: number; freezeOn: string | null; top: number }) => Prisma.sql`
    WITH weeks AS (
      SELECT w AS week, (${a.startsOn}::date + (w - 1) * 7) AS from_day,
             LEAST(${a.startsOn}::date + w * 7 - 1, ${a.endsOn}::date, coalesce(${a.freezeOn}::date - 1, ${a.endsOn}::date)) AS to_day
        FROM generate_series(1, ${a.lastWeek}::int) w
       WHERE NOT EXISTS (SELECT 1 FROM team_weekly_awards x WHERE x.competition_id = ${a.competitionId}::int AND x.week = w)
    ), scored AS (
      SELECT wk.week, tm.team_id, sum(ua.points)::int AS points
        FROM weeks wk
        JOIN team_members tm ON tm.competition_id = ${a.competitionId}::int
        JOIN teams t ON t.id = tm.team_id AND t.status <> 2
        JOIN user_activities ua ON ua.user_id = tm.user_id AND ua.promotion_id = ${a.promotionId}::int
         AND ua.recorded_on BETWEEN wk.from_day AND wk.to_day AND ua.is_active AND ua.date_answered IS NOT NULL
       GROUP BY wk.week, tm.team_id
      HAVING sum(ua.points) > 0
    ), ranked AS (
      SELECT s.*, (row_number() OVER (PARTITION BY s.week ORDER BY s.points DESC, s.team_id))::int AS rank FROM scored s
    )
    INSERT INTO team_weekly_awards (promotion_id, competition_id, team_id, week, rank, points, award)
    SELECT ${a.promotionId}::int, ${a.competitionId}::int, r.team_id, r.week, r.rank, r.points,
           CASE r.rank WHEN 1 THEN 'First place' WHEN 2 THEN 'Second place' WHEN 3 THEN 'Third place' ELSE NULL END
      FROM ranked r WHERE r.rank <= ${a.top}::int
    ON CONFLICT (competition_id, week, team_id) DO NOTHING
    RETURNING week, team_id, rank, points`,
  examples: [[{ promotionId: 1, competitionId: 1, startsOn: '2026-03-02', endsOn: '2026-03-29', lastWeek: 2, freezeOn: null, top: 3 }]],
});

/**
 * A person's team moves in a competition one at a time (create, accept, leave): two accepts of the same person into
 * two teams would otherwise both see "not on a team". Taken before the team's row lock, always in that order.
 */
export const lockTeamUserSql = defineCommand({
  name: 'teams.lockUser',
  sql: (competitionId: number, userId: number) => Prisma.sql`SELECT pg_advisory_xact_lock(hashtext('team_user:' || ${competitionId}::int || ':' || ${userId}::int), ${competitionId}::int)`,
  examples: [[1, 1]],
});

/** The team's row, locked: its members, status and size change one writer at a time. */
export const lockTeamSql = defineQuery({
  name: 'teams.lockTeam',
  columns: { id: col.int, status: col.smallint, name: col.text },
  sql: (promotionId: number, teamId: number) => Prisma.sql`
    SELECT id, status, name FROM teams WHERE id = ${teamId}::int AND promotion_id = ${promotionId}::int FOR UPDATE`,
  examples: [[1, 1]],
});

/**
 * Completes the team's work of a competition week once its members' logged, active activities of that week's days
 * (the weekly awards' measure) reach the competition's works_value: the week's works row is written (or its open row
 * completed) with completed_at and points = works_value. Answers the work only when this call completed it: the
 * unique (team_id, week) and `WHERE completed_at IS NULL` make two logs at once complete it exactly once. Nothing
 * for someone on no live team of the competition, or a week already complete (checked before summing).
 */
export const completeTeamWorkSql = defineQuery({
  name: 'teams.completeWork',
  columns: { id: col.int, team_id: col.int },
  sql: (a: { promotionId: number; competitionId: number; userId: number; day: string; week: number; fromDay: string; toDay: string; imageCount: number }) => Prisma.sql`
    WITH mine AS (
      SELECT t.id AS team_id, t.name, c.works_value, c.freeze_team_scores, c.freeze_team_scores_on
        FROM team_members tm
        JOIN teams t ON t.id = tm.team_id AND t.status <> 2
        JOIN competitions c ON c.id = tm.competition_id
       WHERE tm.competition_id = ${a.competitionId}::int AND tm.user_id = ${a.userId}::int AND tm.promotion_id = ${a.promotionId}::int
         AND c.works_value > 0
         -- Scores freeze from the freeze date: a log on or after it counts for no team and completes nothing.
         AND NOT (c.freeze_team_scores AND c.freeze_team_scores_on IS NOT NULL AND ${a.day}::date >= c.freeze_team_scores_on)
         AND NOT EXISTS (SELECT 1 FROM works w WHERE w.team_id = t.id AND w.week = ${a.week}::int AND w.completed_at IS NOT NULL)
    ), earned AS (
      SELECT mine.team_id, coalesce(sum(ua.points), 0)::int AS points
        FROM mine
        JOIN team_members x ON x.team_id = mine.team_id
        JOIN user_activities ua ON ua.user_id = x.user_id AND ua.promotion_id = ${a.promotionId}::int
         AND ua.recorded_on BETWEEN ${a.fromDay}::date AND ${a.toDay}::date AND ua.is_active AND ua.date_answered IS NOT NULL
         AND NOT (mine.freeze_team_scores AND mine.freeze_team_scores_on IS NOT NULL AND ua.recorded_on >= mine.freeze_team_scores_on)
       GROUP BY mine.team_id
    )
    INSERT INTO works AS w (promotion_id, competition_id, team_id, week, title, image_url, points, completed_at, created_at, updated_at)
    SELECT ${a.promotionId}::int, ${a.competitionId}::int, mine.team_id, ${a.week}::int, mine.name || ' — week ' || ${a.week}::int,
           '/demo/works/work-' || ((${a.week}::int + mine.team_id) % ${a.imageCount}::int + 1) || '.svg', mine.works_value, now(), now(), now()
      FROM mine JOIN earned ON earned.team_id = mine.team_id
     WHERE earned.points >= mine.works_value
    ON CONFLICT (team_id, week) DO UPDATE SET completed_at = now(), points = EXCLUDED.points, updated_at = now()
     WHERE w.completed_at IS NULL
    RETURNING w.id, w.team_id`,
  examples: [[{ promotionId: 1, competitionId: 1, userId: 1, day: '2026-03-03', week: 1, fromDay: '2026-03-02', toDay: '2026-03-08', imageCount: 6 }]],
});

/** A competition of the promotion (as policy.ts competitionWindow reads it): competitions primary key. $1 competition, $2 promotion. */
export const competitionSql = defineQuery({
  name: 'teams.competition',
  columns: {
    id: col.int, promotion_id: col.int, enrollment_starts_on: col.date, enrollment_ends_on: col.date, competition_starts_on: col.date,
    competition_ends_on: col.date, comp_length: col.int, team_size_min: col.int, team_size_max: col.int, freeze_team_scores: col.bool,
    freeze_team_scores_on: col.date.orNull,
  },
  sql: (competitionId: number, promotionId: number) => Prisma.sql`
    SELECT id, promotion_id, enrollment_starts_on, enrollment_ends_on, competition_starts_on, competition_ends_on, comp_length,
           team_size_min, team_size_max, freeze_team_scores, freeze_team_scores_on
    FROM competitions WHERE id = ${competitionId}::int AND promotion_id = ${promotionId}::int`,
  examples: [[1, 1]],
});

/** A work row of a team, as the team's read carries them (has_work looks for the current week's). */
export interface TeamWorkRef {
  id: number;
  week: number;
}

/**
 * One team of the promotion as its screens read it (queries.ts findTeamAndCompetition): the team, its competition and
 * its members, one row per member, leader first then by joining (a team without members gives one row, its member
 * columns null). The competition's columns are null when it is not the promotion's. Its works come along as a small
 * list, since which week counts as current is known only once the competition is read. Reads the teams and
 * competitions primary keys, works (team_id, week), team_members (team_id), then each member's user, profile and
 * location by key. $1 team, $2 promotion.
 */
export const teamSql = defineQuery({
  name: 'teams.team',
  columns: {
    id: col.int, name: col.text, status: col.smallint, competition_id: col.int, promotion_id: col.int, total_points: col.int,
    created_at: col.timestamptz,
    works: col.json<TeamWorkRef[]>(), completed_works: col.int,
    competition_promotion_id: col.int.orNull, enrollment_starts_on: col.date.orNull, enrollment_ends_on: col.date.orNull,
    competition_starts_on: col.date.orNull, competition_ends_on: col.date.orNull, comp_length: col.int.orNull,
    team_size_min: col.int.orNull, team_size_max: col.int.orNull, freeze_team_scores: col.bool.orNull, freeze_team_scores_on: col.date.orNull,
    member_id: col.int.orNull, user_id: col.int.orNull, contributed: col.int.orNull, max_contribution: col.int.orNull,
    is_leader: col.bool.orNull, member_promotion_id: col.int.orNull, deleted_at: col.timestamptz.orNull,
    profile_user_id: col.int.orNull, first_name: col.text.orNull, last_name: col.text.orNull, image_url: col.text.orNull,
    location_id: col.int.orNull, location_name: col.text.orNull,
  },
  sql: (teamId: number, promotionId: number) => Prisma.sql`
    SELECT t.id, t.name, t.status, t.competition_id, t.promotion_id, t.total_points, t.created_at,
           coalesce(w.works, '[]'::json) AS works, w.completed_works,
           c.promotion_id AS competition_promotion_id, c.enrollment_starts_on, c.enrollment_ends_on, c.competition_starts_on,
           c.competition_ends_on, c.comp_length, c.team_size_min, c.team_size_max, c.freeze_team_scores, c.freeze_team_scores_on,
           m.id AS member_id, m.user_id, m.contributed, m.max_contribution, m.is_leader, m.promotion_id AS member_promotion_id,
           u.deleted_at, p.user_id AS profile_user_id, p.first_name, p.last_name, p.image_url, l.id AS location_id, l.name AS location_name
      FROM teams t
      LEFT JOIN competitions c ON c.id = t.competition_id AND c.promotion_id = ${promotionId}::int
      CROSS JOIN LATERAL (
        SELECT json_agg(json_build_object('id', x.id, 'week', x.week) ORDER BY x.week) AS works,
               (count(*) FILTER (WHERE x.completed_at IS NOT NULL))::int AS completed_works
          FROM works x WHERE x.team_id = t.id
      ) w
      LEFT JOIN team_members m ON m.team_id = t.id
      LEFT JOIN users u ON u.id = m.user_id
      LEFT JOIN profiles p ON p.user_id = u.id
      LEFT JOIN locations l ON l.id = u.location_id
     WHERE t.id = ${teamId}::int AND t.promotion_id = ${promotionId}::int
     ORDER BY m.is_leader DESC, m.created_at, m.id`,
  examples: [[1, 1]],
});

/**
 * A team's open invitations and requests (status U), newest first, as its leader sees them on the team: team_invites
 * (team_id), each invited person's user, profile and location by key. The team part of each comes from the team
 * already read (queries.ts openInvitesOf). $1 team, $2 promotion.
 */
export const openInvitesSql = defineQuery({
  name: 'teams.openInvites',
  columns: {
    id: col.int, team_id: col.int, user_id: col.int.orNull, email: col.text.orNull, invite_type: col.text, status: col.text,
    invited_by_id: col.int.orNull, created_at: col.timestamptz, updated_at: col.timestamptz,
    deleted_at: col.timestamptz.orNull, profile_user_id: col.int.orNull, first_name: col.text.orNull, last_name: col.text.orNull,
    image_url: col.text.orNull, location_id: col.int.orNull, location_name: col.text.orNull,
  },
  sql: (teamId: number, promotionId: number) => Prisma.sql`
    SELECT i.id, i.team_id, i.user_id, i.email, i.invite_type::text AS invite_type, i.status::text AS status, i.invited_by_id, i.created_at, i.updated_at,
           u.deleted_at, p.user_id AS profile_user_id, p.first_name, p.last_name, p.image_url, l.id AS location_id, l.name AS location_name
      FROM team_invites i
      LEFT JOIN users u ON u.id = i.user_id
      LEFT JOIN profiles p ON p.user_id = u.id
      LEFT JOIN locations l ON l.id = u.location_id
     WHERE i.team_id = ${teamId}::int AND i.promotion_id = ${promotionId}::int AND i.status = 'U'
     ORDER BY i.updated_at DESC, i.id DESC`,
  examples: [[1, 1]],
});

/**
 * The stored winners of a competition's week, by rank, each with its team (team_weekly_awards (promotion_id,
 * competition_id, week, rank), then teams by key). The member count is the stored one (teams.member_count, kept by
 * the trigger on team_members). $1 promotion, $2 competition, $3 week.
 */
export const weeklyWinnersSql = defineQuery({
  name: 'teams.weeklyWinners',
  columns: {
    id: col.int, week: col.int, rank: col.int, award: col.text.orNull, points: col.int, team_id: col.int, team_name: col.text, member_count: col.int,
  },
  sql: (promotionId: number, competitionId: number, week: number) => Prisma.sql`
    SELECT a.id, a.week, a.rank, a.award, a.points, t.id AS team_id, t.name AS team_name, t.member_count
      FROM team_weekly_awards a JOIN teams t ON t.id = a.team_id
     WHERE a.promotion_id = ${promotionId}::int AND a.competition_id = ${competitionId}::int AND a.week = ${week}::int
     ORDER BY a.rank, a.id`,
  examples: [[1, 1, 1]],
});
