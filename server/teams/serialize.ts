// The team JSON of lib/teams/types.ts.
import { serializePerson } from '@/server/friends/serialize';
import { oneDecimal } from '@/server/leaderboards/serialize';
import type { TeamInviteStatusCode, TeamInviteType, TeamStatus } from '@/lib/teams/constants';
import type { Team, TeamInvite, TeamMember } from '@/lib/teams/types';
import type { InviteRow, TeamRow } from './queries';

type MemberRow = TeamRow['members'][number];

export function serializeMember(m: MemberRow): TeamMember {
  return {
    id: m.id, user: serializePerson(m.user), user_id: m.user_id, contributed: m.contributed, max_contribution: m.max_contribution,
    is_leader: m.is_leader, team_id: m.team_id, promotion_id: m.promotion_id,
  };
}

export function serializeInvite(i: InviteRow): TeamInvite {
  return {
    id: i.id,
    team_id: i.team_id,
    team: {
      id: i.team.id, name: i.team.name,
      // teams.status, team_invites.invite_type and status are held to their codes by CHECKs in the migration.
      status: i.team.status as TeamStatus,
      member_count: i.team._count.members, is_full: i.team._count.members >= i.team.competition.team_size_max,
    },
    user_id: i.user_id,
    user: i.user ? serializePerson(i.user) : null,
    email: i.email,
    invite_type: i.invite_type as TeamInviteType,
    status: i.status as TeamInviteStatusCode,
    invited_by_id: i.invited_by_id,
    created_at: i.created_at.toISOString(),
    updated_at: i.updated_at.toISOString(),
  };
}

export interface TeamView {
  /** The caller. */
  userId: number;
  teamSizeMax: number;
  includeMembers: boolean;
  /** The team's invitations, when the caller may see them (its leader). */
  invites?: InviteRow[] | null;
}

export function serializeTeam(t: TeamRow, view: TeamView): Team {
  const memberCount = t.members.length;
  const leader = t.members.find((m) => m.is_leader) ?? null;
  return {
    id: t.id,
    name: t.name,
    status: t.status as TeamStatus,
    competition_id: t.competition_id,
    leader: leader ? serializePerson(leader.user) : null,
    is_full: memberCount >= view.teamSizeMax,
    member_count: memberCount,
    total_points: t.total_points,
    avg_points: memberCount > 0 ? oneDecimal(t.total_points / memberCount) : 0,
    completed_works_count: t._count.works,
    has_work: t.works.length > 0,
    team_members: view.includeMembers ? t.members.map(serializeMember) : null,
    team_invites: view.invites ? view.invites.map(serializeInvite) : null,
    is_my_team: t.members.some((m) => m.user_id === view.userId),
    is_leader: leader?.user_id === view.userId,
    created_at: t.created_at.toISOString(),
  };
}
