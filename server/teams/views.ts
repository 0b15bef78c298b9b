// The read services the team routes call: the list (for=join, for=mine, neighbors_id, status tabs), one team (its
// invitations for its leader), a team's week of activities and the weekly winners, each answered in lib/teams/types.ts.
import { Forbidden, Invalid } from '@/server/platform/errors';
import type { Page } from '@/server/platform/pagination';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { TEAM_NEIGHBORS, TEAM_STATUS } from '@/lib/teams/constants';
import { TEAM_MESSAGES as M } from '@/lib/teams/messages';
import type { TeamListQuery } from '@/lib/teams/schemas';
import type { RankedTeam, Team, TeamListMeta, TeamWeekActivity } from '@/lib/teams/types';
import { isoDate } from '@/lib/promotion-dates';
import { isTeamLeader, isTeamMember } from '@/server/auth/abilities';
import { serializePerson } from '@/server/friends/serialize';
import { findMyTeam, listNeighbors, listOpenInvites, listTeams, teamActivities } from './queries';
import { loadTeam, teamFacts } from './mutations';
import { weekDays, type CompetitionWindow } from './policy';
import { resolveCompetition } from './competitions';
import { serializeTeam } from './serialize';

const containsPattern = (text: string | undefined) => (text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

export function listMeta(c: CompetitionWindow): TeamListMeta {
  return { competition_id: c.id, team_size_min: c.team_size_min, team_size_max: c.team_size_max, during_enrollment: c.during_enrollment };
}

/** GET /teams: the answer's rows and total, and the competition they belong to. */
export async function teamList(promotion: ResolvedPromotion, userId: number, query: TeamListQuery, page: Page) {
  const competition = await resolveCompetition(promotion, query.competition_id);
  const view = { userId, teamSizeMax: competition.team_size_max, includeMembers: query.include_members ?? false };
  if (query.for === 'mine') {
    const mine = await findMyTeam(promotion.id, competition, userId);
    return { competition, rows: mine ? [serializeTeam(mine, { ...view, includeMembers: true })] : [], total: mine ? 1 : 0 };
  }
  const join = query.for === 'join';
  const statuses = join ? [TEAM_STATUS.pending, TEAM_STATUS.official]
    : query.status === 'all' ? null
    : query.status !== undefined ? [query.status]
    : [TEAM_STATUS.pending, TEAM_STATUS.official];
  const { rows, total } = await listTeams({
    promotionId: promotion.id, competitionId: competition.id, statuses, pattern: containsPattern(query.query),
    below: join ? competition.team_size_max : null, sort: query.sort ?? 'member_count', dir: query.sort_dir ?? 'asc',
  }, page, competition.current_week);
  return { competition, rows: rows.map((r) => serializeTeam(r, view)), total };
}

/** GET /teams?neighbors_id={id}: the official teams ranked around it. */
export async function teamNeighbors(promotion: ResolvedPromotion, userId: number, teamId: number, includeMembers: boolean) {
  const { competition } = await loadTeam(promotion, teamId);
  const rows = await listNeighbors(promotion.id, competition, teamId, TEAM_NEIGHBORS);
  const view = { userId, teamSizeMax: competition.team_size_max, includeMembers };
  const data: RankedTeam[] = rows.map(({ row, rank }) => ({ ...serializeTeam(row, view), rank }));
  return { competition, rows: data };
}

/** GET /teams/{id}: the team with its members; its leader also sees its open invitations and requests. */
export async function teamDetail(promotion: ResolvedPromotion, userId: number, teamId: number): Promise<Team> {
  const { team, competition } = await loadTeam(promotion, teamId);
  const leads = isTeamLeader({ id: userId }, teamFacts(team));
  const invites = leads ? await listOpenInvites(promotion.id, team, competition.team_size_max) : null;
  return serializeTeam(team, { userId, teamSizeMax: competition.team_size_max, includeMembers: true, invites });
}

/** The week asked for, or the competition's current week (week 1 before it starts). */
export function weekOf(c: CompetitionWindow, wk: number | undefined): number {
  const week = wk ?? Math.max(1, c.current_week);
  if (week > c.weeks) throw new Invalid(M.weekOutOfRange(c.weeks));
  return week;
}

/** GET /teams/{id}/all_activity?wk=: the members' logged activities of the week (the team's members only). */
export async function teamWeekActivity(promotion: ResolvedPromotion, userId: number, teamId: number, wk: number | undefined): Promise<TeamWeekActivity> {
  const { team, competition } = await loadTeam(promotion, teamId);
  if (!isTeamMember({ id: userId }, teamFacts(team))) throw new Forbidden(M.membersOnly);
  const week = weekOf(competition, wk);
  const { from, to } = weekDays(competition, week);
  const activities = await teamActivities(promotion.id, teamId, from, to);
  return {
    team_id: teamId, week, starts_on: from, ends_on: to,
    members: team.members.map((m) => {
      const mine = activities.filter((a) => a.user_id === m.user_id);
      return {
        user: serializePerson(m.user), is_leader: m.is_leader, week_points: mine.reduce((sum, a) => sum + a.points, 0),
        activities: mine.map((a) => ({
          id: a.id, user_id: a.user_id, activity_id: a.activity_id, name: a.name, category: a.category, recorded_on: isoDate(a.recorded_on)!, points: a.points,
        })),
      };
    }),
  };
}
