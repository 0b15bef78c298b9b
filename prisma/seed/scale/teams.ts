// The team competition: one team per block of 8 participants (the first leads it, ~10% of the others stay free
// agents with an open invite), the members' contributions, the works of the finished competition weeks and the
// gift points they earned. Team totals are summed from the members, as docs/decisions/003-where-points-live.md says.
import { addDays } from '../../../lib/promotion-dates.ts';
import { type ScaleContext, bulkInsert, reserveIds, run } from './context.ts';
import { userId } from './people.ts';
import { SALT, dateOf, int, momentOf, rnd, text } from './sql.ts';
import {
  BONUS_POINTS, COMPETITION_LENGTH, COMPETITION_START_DAY, COMPLETED_COMPETITION_WEEKS, TEAM_BLOCK, WORKS_VALUE,
  isTeamMember,
} from './shape.ts';

export function teamCount(ctx: ScaleContext): number {
  return Math.ceil(ctx.participants / TEAM_BLOCK);
}

export function teamOf(ctx: ScaleContext, u: string): string {
  return `(${int(ctx.ids.teamBase)} + (${u}) / ${TEAM_BLOCK})`;
}

/** Leaders only: the statements that make one row per team run over participants u with u % 8 = 0. */
const leaders = `u % ${TEAM_BLOCK} = 0`;

export async function createTeams(ctx: ScaleContext): Promise<number> {
  const { ids, calendar } = ctx;
  ids.teamBase = await reserveIds(ctx.pool, 'teams', teamCount(ctx));
  // Status and total_points are set from the members once they exist (updateTeamTotals).
  return bulkInsert(ctx, 'teams', (from, to) => `
    INSERT INTO teams (id, promotion_id, competition_id, name, status, total_points, created_at, updated_at)
    SELECT ${teamOf(ctx, 'u')}, ${int(ids.promotionId)}, ${int(ids.competitionId)}, 'Team ' || (u / ${TEAM_BLOCK} + 1), 0, 0, t.at, t.at
      FROM generate_series(${from}, ${to}) u,
           LATERAL (SELECT ${momentOf(calendar, `-7 + ${rnd(14, SALT.freeAgent, 'u', '1')}`, '600')} AS at) t
     WHERE ${leaders}`);
}

/** Members with what they contributed: their active activity points logged within the competition. */
export async function createTeamMembers(ctx: ScaleContext): Promise<number> {
  const { ids, calendar } = ctx;
  const p = int(ids.promotionId);
  const first = addDays(calendar.startsOn, COMPETITION_START_DAY);
  const last = addDays(first, COMPETITION_LENGTH - 1);
  return bulkInsert(ctx, 'team_members', (from, to) => `
    INSERT INTO team_members (promotion_id, competition_id, team_id, user_id, is_leader, contributed, created_at, updated_at)
    SELECT ${p}, ${int(ids.competitionId)}, ${teamOf(ctx, 'u')}, ${userId(ctx, 'u')}, ${leaders}, coalesce(a.points, 0), t.created_at, now()
      FROM generate_series(${from}, ${to}) u
      JOIN teams t ON t.id = ${teamOf(ctx, 'u')}
      LEFT JOIN (SELECT user_id, sum(points)::int AS points FROM user_activities
                  WHERE promotion_id = ${p} AND is_active AND recorded_on BETWEEN ${text(first)} AND ${text(last)}
                    AND user_id BETWEEN ${userId(ctx, from)} AND ${userId(ctx, to)}
                  GROUP BY user_id) a ON a.user_id = ${userId(ctx, 'u')}
     WHERE ${isTeamMember('u')}`);
}

/** Free agents have an unanswered invite from their block's team leader. */
export async function createTeamInvites(ctx: ScaleContext): Promise<number> {
  const { ids } = ctx;
  return bulkInsert(ctx, 'team_invites', (from, to) => `
    INSERT INTO team_invites (promotion_id, team_id, user_id, invite_type, status, invited_by_id, created_at, updated_at)
    SELECT ${int(ids.promotionId)}, ${teamOf(ctx, 'u')}, ${userId(ctx, 'u')}, 'I', 'U', ${userId(ctx, `u - u % ${TEAM_BLOCK}`)},
           t.created_at, t.created_at
      FROM generate_series(${from}, ${to}) u JOIN teams t ON t.id = ${teamOf(ctx, 'u')}
     WHERE NOT ${isTeamMember('u')}`);
}

/** A team's work for each finished competition week, completed on its last day. */
export async function createWorks(ctx: ScaleContext): Promise<number> {
  const { ids, calendar } = ctx;
  const weeks = COMPLETED_COMPETITION_WEEKS.length;
  ids.workBase = await reserveIds(ctx.pool, 'works', teamCount(ctx) * weeks);
  return bulkInsert(ctx, 'works', (from, to) => `
    INSERT INTO works (id, promotion_id, competition_id, team_id, week, title, image_url, points, completed_at, created_at, updated_at)
    SELECT ${int(ids.workBase)} + (u / ${TEAM_BLOCK}) * ${weeks} + w.o - 1, ${int(ids.promotionId)}, ${int(ids.competitionId)},
           ${teamOf(ctx, 'u')}, w.week, 'Week ' || w.week || ' mural', '/works/team-' || (u / ${TEAM_BLOCK} + 1) || '-week-' || w.week || '.png',
           ${WORKS_VALUE}, c.at, c.at, c.at
      FROM generate_series(${from}, ${to}) u
      CROSS JOIN unnest(ARRAY[${COMPLETED_COMPETITION_WEEKS.join(', ')}]::int[]) WITH ORDINALITY AS w(week, o)
      CROSS JOIN LATERAL (SELECT ${momentOf(calendar, 'w.week * 7 - 1', '1080')} AS at) c
     WHERE ${leaders}`);
}

/**
 * Each work earns its leader gift points offered to a teammate: accepted (applied, credited to the work's last day)
 * for 4 in 6, declined for 1, still open for 1.
 */
export async function createWorkBonuses(ctx: ScaleContext): Promise<number> {
  const { ids, calendar } = ctx;
  const weeks = COMPLETED_COMPETITION_WEEKS.length;
  const target = `(u + 1 + ${rnd(TEAM_BLOCK - 1, SALT.bonusTarget, 'u', 'w.week')})`;
  const answer = rnd(6, SALT.bonusAnswer, 'u', 'w.week');
  const day = 'w.week * 7 - 1';
  return bulkInsert(ctx, 'work_bonuses', (from, to) => `
    INSERT INTO work_bonuses (promotion_id, work_id, earned_by_id, target_user_id, points, applied, recorded_on, offered_at,
                              responded_at, created_at)
    SELECT ${int(ids.promotionId)}, ${int(ids.workBase)} + (u / ${TEAM_BLOCK}) * ${weeks} + w.o - 1, ${userId(ctx, 'u')},
           ${userId(ctx, target)}, ${BONUS_POINTS}, a.applied, CASE WHEN a.applied THEN ${dateOf(calendar, day)} END,
           ${momentOf(calendar, day, '1110')}, CASE WHEN a.applied IS NOT NULL THEN ${momentOf(calendar, day, '1200')} END,
           ${momentOf(calendar, day, '1110')}
      FROM generate_series(${from}, ${to}) u
      CROSS JOIN unnest(ARRAY[${COMPLETED_COMPETITION_WEEKS.join(', ')}]::int[]) WITH ORDINALITY AS w(week, o)
      CROSS JOIN LATERAL (SELECT CASE ${answer} WHEN 0 THEN NULL WHEN 1 THEN false ELSE true END AS applied) a
     WHERE ${leaders} AND ${target} < ${int(ctx.participants)} AND ${isTeamMember(target)}`);
}

/** total_points = the sum of the members' contributions; teams of at least team_size_min (4) are official. */
export async function updateTeamTotals(ctx: ScaleContext): Promise<number> {
  const p = int(ctx.ids.promotionId);
  // Per team through the team_id index: a few members each, whatever the planner thinks of fresh tables. The member
  // count too: the product's trigger keeps it, but bulk inserts skip triggers (session_replication_role).
  return run(ctx, `
    UPDATE teams t SET total_points = m.total, member_count = m.members, status = CASE WHEN m.members >= 4 THEN 1 ELSE 0 END
      FROM teams x CROSS JOIN LATERAL (SELECT coalesce(sum(contributed), 0)::int AS total, count(*) AS members
                                         FROM team_members WHERE team_id = x.id) m
     WHERE t.id = x.id AND x.promotion_id = ${p}`);
}
