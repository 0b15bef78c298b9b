// Reads of teams: one team with its members (and, for its leader, its open invitations), the team list (join list,
// status tabs, search), the teams ranked around a team, a team's week of activities, invitations of a team or a user.
import { db, type Prisma } from '@/server/db';
import type { Page } from '@/server/platform/pagination';
import { personSelect } from '@/server/friends/queries';
import { TEAM_STATUS } from '@/lib/teams/constants';
import { competitionWindow, type CompetitionWindow } from './policy';
import { openInvitesSql, teamActivitySql, teamListSql, teamNeighborsSql, teamSql, type TeamListFilter } from './sql';

export const memberSelect = {
  id: true, user_id: true, contributed: true, max_contribution: true, is_leader: true, team_id: true, promotion_id: true,
  user: { select: personSelect },
} as const;

export const inviteSelect = {
  id: true, team_id: true, user_id: true, email: true, invite_type: true, status: true, invited_by_id: true,
  created_at: true, updated_at: true,
  user: { select: personSelect },
  team: { select: { id: true, name: true, status: true, competition: { select: { team_size_max: true } }, _count: { select: { members: true } } } },
} as const;

/** A team with its members (leader first, then by joining), its completed works and whether it has a work this week. */
export function teamSelect(currentWeek: number) {
  return {
    id: true, name: true, status: true, competition_id: true, promotion_id: true, total_points: true, created_at: true,
    members: { select: memberSelect, orderBy: [{ is_leader: 'desc' }, { created_at: 'asc' }, { id: 'asc' }] },
    works: { where: { week: Math.max(currentWeek, 1) }, select: { id: true }, take: 1 },
    _count: { select: { works: { where: { completed_at: { not: null } } } } },
  } satisfies Prisma.TeamSelect;
}

export type TeamRow = Prisma.TeamGetPayload<{ select: ReturnType<typeof teamSelect> }>;
export type InviteRow = Prisma.TeamInviteGetPayload<{ select: typeof inviteSelect }>;

/** One team of the promotion, or null (another promotion's team is as unknown as none). */
export function findTeam(promotionId: number, id: number, currentWeek: number): Promise<TeamRow | null> {
  return db.team.findFirst({ where: { id, promotion_id: promotionId }, select: teamSelect(currentWeek) });
}

/** A person (friends/queries.ts personSelect) from the columns a raw read flattens it into. */
function personOf(id: number, r: {
  deleted_at: Date | null; profile_user_id: number | null; first_name: string | null; last_name: string | null; image_url: string | null;
  location_id: number | null; location_name: string | null;
}) {
  return {
    id, deleted_at: r.deleted_at,
    profile: r.profile_user_id === null ? null : { first_name: r.first_name!, last_name: r.last_name!, image_url: r.image_url },
    location: r.location_id === null ? null : { id: r.location_id, name: r.location_name! },
  };
}

/**
 * One team of the promotion and its competition's window as of `today`, in one statement (./sql.ts teamSql, the hot
 * read of the team screens): the same TeamRow findTeam gives (tests/integration/team-read.test.ts holds the two
 * equal). null when the promotion has no such team; competition null when the team's competition is not the
 * promotion's.
 */
export async function findTeamAndCompetition(promotionId: number, teamId: number, today: string): Promise<{ team: TeamRow; competition: CompetitionWindow | null } | null> {
  const rows = await teamSql.all(db, teamId, promotionId);
  const t = rows[0];
  if (!t) return null;
  const competition = t.competition_promotion_id === null ? null : competitionWindow({
    id: t.competition_id, promotion_id: t.competition_promotion_id,
    enrollment_starts_on: t.enrollment_starts_on!, enrollment_ends_on: t.enrollment_ends_on!, competition_starts_on: t.competition_starts_on!,
    competition_ends_on: t.competition_ends_on!, comp_length: t.comp_length!, team_size_min: t.team_size_min!, team_size_max: t.team_size_max!,
    freeze_team_scores: t.freeze_team_scores!, freeze_team_scores_on: t.freeze_team_scores_on,
  }, today);
  // teamSelect's `works`: the work of the current week (week 1 before the competition starts), if any.
  const week = Math.max(competition?.current_week ?? 1, 1);
  const work = t.works.find((w) => w.week === week);
  const team: TeamRow = {
    id: t.id, name: t.name, status: t.status, competition_id: t.competition_id, promotion_id: t.promotion_id,
    total_points: t.total_points, created_at: t.created_at,
    members: rows.filter((r) => r.member_id !== null).map((r) => ({
      id: r.member_id!, user_id: r.user_id!, contributed: r.contributed!, max_contribution: r.max_contribution, is_leader: r.is_leader!,
      team_id: t.id, promotion_id: r.member_promotion_id!, user: personOf(r.user_id!, r),
    })),
    works: work ? [{ id: work.id }] : [],
    _count: { works: t.completed_works },
  };
  return { team, competition };
}

/**
 * The team's open invitations and requests (status U) as its leader sees them on the team, newest first: the same
 * InviteRows listTeamInvites gives, in one statement, their team part taken from the team already read.
 */
export async function listOpenInvites(promotionId: number, team: TeamRow, teamSizeMax: number): Promise<InviteRow[]> {
  const rows = await openInvitesSql.all(db, team.id, promotionId);
  const teamPart = { id: team.id, name: team.name, status: team.status, competition: { team_size_max: teamSizeMax }, _count: { members: team.members.length } };
  return rows.map((r) => ({
    id: r.id, team_id: r.team_id, user_id: r.user_id, email: r.email, invite_type: r.invite_type, status: r.status, invited_by_id: r.invited_by_id,
    created_at: r.created_at, updated_at: r.updated_at, user: r.user_id === null ? null : personOf(r.user_id, r), team: teamPart,
  }));
}

/** Teams by id, in the given order. */
async function teamsByIds(ids: number[], currentWeek: number): Promise<TeamRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.team.findMany({ where: { id: { in: ids } }, select: teamSelect(currentWeek) });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is TeamRow => r !== undefined);
}

/** A page of the team list and the total. */
export async function listTeams(filter: Omit<TeamListFilter, 'limit' | 'offset'>, page: Page, currentWeek: number) {
  const rows = await teamListSql.all(db, { ...filter, limit: page.take ?? null, offset: page.skip } as TeamListFilter);
  const total = rows[0]?.total ?? 0;
  return { rows: await teamsByIds(rows.map((r) => r.id), currentWeek), total };
}

/** The caller's live team in the competition (for=mine), or null. */
export async function findMyTeam(promotionId: number, competition: CompetitionWindow, userId: number): Promise<TeamRow | null> {
  const membership = await db.teamMember.findFirst({
    where: { competition_id: competition.id, user_id: userId, promotion_id: promotionId, team: { status: { not: TEAM_STATUS.deleted } } },
    select: { team_id: true },
  });
  return membership ? findTeam(promotionId, membership.team_id, competition.current_week) : null;
}

/** The official teams ranked around a team, with their ranks. */
export async function listNeighbors(promotionId: number, competition: CompetitionWindow, teamId: number, span: number) {
  const ranks = await teamNeighborsSql.all(db, promotionId, competition.id, teamId, span);
  const rows = await teamsByIds(ranks.map((r) => r.id), competition.current_week);
  const rankOf = new Map(ranks.map((r) => [r.id, r.rank]));
  return rows.map((row) => ({ row, rank: rankOf.get(row.id)! }));
}

export function teamActivities(promotionId: number, teamId: number, from: string, to: string) {
  return teamActivitySql.all(db, promotionId, teamId, from, to);
}

/** A team's invitations (invite_type I) or requests (R), by status, newest first. */
export async function listTeamInvites(promotionId: number, teamId: number, type: 'I' | 'R' | undefined, status: string | null | undefined, page: Page) {
  const where: Prisma.TeamInviteWhereInput = {
    promotion_id: promotionId, team_id: teamId, ...(type ? { invite_type: type } : {}), ...(status ? { status } : {}),
  };
  const [rows, total] = await Promise.all([
    db.teamInvite.findMany({ where, select: inviteSelect, orderBy: [{ updated_at: 'desc' }, { id: 'desc' }], skip: page.skip, take: page.take }),
    db.teamInvite.count({ where }),
  ]);
  return { rows, total };
}

/** A user's invitations (I, to them) or requests (R, theirs) to live teams of the competition, newest first. */
export async function listUserInvites(promotionId: number, userId: number, competitionId: number | null, type: 'I' | 'R' | undefined, status: string | null | undefined, page: Page) {
  const where: Prisma.TeamInviteWhereInput = {
    promotion_id: promotionId, user_id: userId, ...(type ? { invite_type: type } : {}), ...(status ? { status } : {}),
    team: { status: { not: TEAM_STATUS.deleted }, ...(competitionId ? { competition_id: competitionId } : {}) },
  };
  const [rows, total] = await Promise.all([
    db.teamInvite.findMany({ where, select: inviteSelect, orderBy: [{ updated_at: 'desc' }, { id: 'desc' }], skip: page.skip, take: page.take }),
    db.teamInvite.count({ where }),
  ]);
  return { rows, total };
}

export function findInvite(promotionId: number, id: number): Promise<InviteRow | null> {
  return db.teamInvite.findFirst({ where: { id, promotion_id: promotionId }, select: inviteSelect });
}

/** The deleted team the user still leads in a competition (its membership stays on it until they join another): /artprize/create offers to restore it. */
export async function findDeletedTeamLedBy(promotionId: number, competitionId: number, userId: number): Promise<{ id: number; name: string } | null> {
  const row = await db.teamMember.findFirst({
    where: { promotion_id: promotionId, competition_id: competitionId, user_id: userId, is_leader: true, team: { status: TEAM_STATUS.deleted } },
    select: { team: { select: { id: true, name: true } } },
  });
  return row?.team ?? null;
}
