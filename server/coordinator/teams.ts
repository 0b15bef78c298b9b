// The coordinator's Teams tab: the promotion's teams (deleted ones on request), one team with members and invites,
// and the coordinator's writes through the teams module (rename, leader, status, undelete, remove a member), each
// audited. Location and regional coordinators see and manage the teams with a member in their reach.
import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { removeMember, updateTeam } from '@/server/teams/mutations';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { fullName } from '@/lib/users/names';
import { TEAM_STATUS } from '@/lib/teams/constants';
import type { UpdateTeamInput } from '@/lib/teams/schemas';
import type { AdminTeam } from '@/lib/coordinator/types';
import { COORDINATOR_MESSAGES as M } from '@/lib/coordinator/messages';
import type { CoordinatorScope } from './context';
import { averagePoints } from './stats';

const nameSelect = { id: true, email: true, profile: { select: { first_name: true, last_name: true } } } as const;
const teamSelect = {
  id: true, name: true, status: true, total_points: true, member_count: true,
  members: { select: { user_id: true, is_leader: true, user: { select: nameSelect } }, orderBy: [{ is_leader: 'desc' }, { created_at: 'asc' }] },
  invites: { where: { status: 'U' }, select: { id: true, status: true, invite_type: true, email: true, user: { select: nameSelect } }, orderBy: { created_at: 'asc' } },
} satisfies Prisma.TeamSelect;
type TeamRow = Prisma.TeamGetPayload<{ select: typeof teamSelect }>;

const nameOf = (u: { profile: { first_name: string; last_name: string } | null }) => fullName(u.profile?.first_name, u.profile?.last_name);

function serializeTeam(t: TeamRow): AdminTeam {
  const leader = t.members.find((m) => m.is_leader);
  return {
    id: t.id, name: t.name, status: t.status, member_count: t.member_count, total_points: t.total_points,
    avg_points: averagePoints(t.total_points, t.member_count),
    leader: leader ? { id: leader.user_id, name: nameOf(leader.user) } : null,
    members: t.members.map((m) => ({ user_id: m.user_id, name: nameOf(m.user), email: m.user.email, is_leader: m.is_leader })),
    invites: t.invites.map((i) => ({ id: i.id, status: i.status, invite_type: i.invite_type, name: i.user ? nameOf(i.user) : null, email: i.user?.email ?? i.email })),
  };
}

function reachWhere(scope: CoordinatorScope): Prisma.TeamWhereInput {
  return scope.reach === 'all' ? {} : { members: { some: { user: { location_id: { in: [...scope.reach] } } } } };
}

/** The current competition's teams (live, or every one with inc_deleted), best first. */
export async function listAdminTeams(promotion: ResolvedPromotion, scope: CoordinatorScope, query: { inc_deleted?: boolean; q?: string }): Promise<AdminTeam[]> {
  const competitionId = promotion.currentCompetition?.id;
  if (!competitionId) return [];
  const rows = await db.team.findMany({
    where: {
      promotion_id: promotion.id, competition_id: competitionId, ...reachWhere(scope),
      ...(query.inc_deleted ? {} : { status: { not: TEAM_STATUS.deleted } }),
      ...(query.q ? { name: { contains: query.q, mode: 'insensitive' as const } } : {}),
    },
    select: teamSelect,
    orderBy: [{ total_points: 'desc' }, { id: 'asc' }],
    take: 500,
  });
  return rows.map(serializeTeam);
}

export async function findAdminTeam(promotion: ResolvedPromotion, scope: CoordinatorScope, teamId: number): Promise<AdminTeam> {
  const row = await db.team.findFirst({ where: { id: teamId, promotion_id: promotion.id, ...reachWhere(scope) }, select: teamSelect });
  if (!row) throw new NotFound(M.teamNotFound);
  return serializeTeam(row);
}

type Source = { actorId: number; ip: string | null };

/** Rename, change the leader (a member), change the status, undelete (back to pending): the teams module's rules. */
export async function updateAdminTeam(promotion: ResolvedPromotion, scope: CoordinatorScope, source: Source, teamId: number, input: UpdateTeamInput): Promise<AdminTeam> {
  const before = await findAdminTeam(promotion, scope, teamId);
  if (input.leader_id !== undefined && !before.members.some((m) => m.user_id === input.leader_id)) throw new Invalid(M.leaderNotMember);
  await updateTeam(promotion, { id: source.actorId }, teamId, input, {
    audit: (tx) => recordAudit(tx, {
      ...source, action: 'update', recordType: 'Team', recordId: teamId, promotionId: promotion.id,
      before: { name: before.name, status: before.status, leader_id: before.leader?.id ?? null },
      after: { name: input.name ?? before.name, status: input.status ?? before.status, leader_id: input.leader_id ?? before.leader?.id ?? null },
    }),
  });
  return findAdminTeam(promotion, scope, teamId);
}

/** Remove a member (not the leader while others remain: change the leader first). */
export async function removeAdminTeamMember(promotion: ResolvedPromotion, scope: CoordinatorScope, source: Source, teamId: number, userId: number): Promise<AdminTeam> {
  await findAdminTeam(promotion, scope, teamId);
  await removeMember(promotion, { id: source.actorId }, teamId, userId, {
    audit: (tx) => recordAudit(tx, {
      ...source, action: 'remove_member', recordType: 'Team', recordId: teamId, promotionId: promotion.id,
      before: { member_id: userId }, after: { member_id: null },
    }),
  });
  return findAdminTeam(promotion, scope, teamId);
}
