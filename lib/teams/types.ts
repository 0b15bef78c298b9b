// The team competition JSON (social-engagement.md §3 "Team", "Team member", "Team invite"): answered by app/api/teams/**,
// app/api/users/[id]/invites/**, built by server/teams/serialize.ts, read by lib/query/teams.ts and the /artprize screens.
import type { ListResponse } from '@/lib/list-response';
import type { TeamInviteStatusCode, TeamInviteType, TeamStatus } from './constants';

/** A person as the team screens show them. */
export interface TeamPerson {
  id: number;
  full_name: string;
  image: { url: string | null };
  location: { id: number; name: string } | null;
}

/** A team member: contributed is the member's running points for the team (frozen after freeze_team_scores_on). */
export interface TeamMember {
  id: number;
  user: TeamPerson;
  user_id: number;
  contributed: number;
  max_contribution: number | null;
  is_leader: boolean;
  team_id: number;
  promotion_id: number;
}

/**
 * A team invitation ('I': the leader invited user_id or an email) or join request ('R': user_id asked). status 'U'
 * unresponded, 'A' accepted, 'D' declined. user is null for an email invitation to someone without an account yet.
 * team names the team (the user's invites list shows it).
 */
export interface TeamInvite {
  id: number;
  team_id: number;
  team: { id: number; name: string; status: TeamStatus; member_count: number; is_full: boolean };
  user_id: number | null;
  user: TeamPerson | null;
  email: string | null;
  invite_type: TeamInviteType;
  status: TeamInviteStatusCode;
  invited_by_id: number | null;
  created_at: string;
  updated_at: string;
}
export type TeamInviteList = ListResponse<TeamInvite>;

/**
 * A team. status 0 pending, 1 official (member_count reached the competition's team_size_min), 2 deleted.
 * is_full: member_count reached team_size_max. avg_points = total_points / member_count, 1 decimal (0 when empty).
 * team_members: GET /teams/{id}, and lists with include_members=true (else null). team_invites: GET /teams/{id} for
 * its leader (the team's unresponded invites and requests), else null.
 */
export interface Team {
  id: number;
  name: string;
  status: TeamStatus;
  competition_id: number;
  leader: TeamPerson | null;
  is_full: boolean;
  member_count: number;
  total_points: number;
  avg_points: number;
  completed_works_count: number;
  has_work: boolean;
  team_members: TeamMember[] | null;
  team_invites: TeamInvite[] | null;
  /** Whether the caller leads this team (the leader's powers: invite, answer requests, edit, change leader, delete). */
  is_my_team: boolean;
  is_leader: boolean;
  created_at: string;
}

/** GET /teams (for=join, status, query, sort=member_count…): teams of a competition; meta names it and its sizes. */
export interface TeamListMeta {
  competition_id: number | null;
  team_size_min: number | null;
  team_size_max: number | null;
  during_enrollment: boolean;
}
export type TeamList = ListResponse<Team, TeamListMeta>;

/** GET /teams?neighbors_id={id}: the teams ranked around a team on the competition's board (rank by total_points). */
export interface RankedTeam extends Team {
  rank: number;
}
export type TeamNeighborList = ListResponse<RankedTeam, TeamListMeta & { neighbors_id: number }>;

/** One logged activity of a team member in the week (GET /teams/{id}/all_activity?wk=). */
export interface TeamActivity {
  id: number;
  user_id: number;
  activity_id: number;
  name: string;
  category: string;
  recorded_on: string;
  points: number;
}

/** GET /teams/{id}/all_activity?wk=: the members' logged activities of competition week wk, by member. */
export interface TeamWeekActivity {
  team_id: number;
  week: number;
  starts_on: string;
  ends_on: string;
  members: { user: TeamPerson; is_leader: boolean; week_points: number; activities: TeamActivity[] }[];
}

/** GET /teams/weekly_winners?wk=: the awarded teams of a finished competition week (computed by the weekly job). */
export interface TeamWeeklyWinner {
  id: number;
  week: number;
  rank: number;
  award: string | null;
  points: number;
  team: { id: number; name: string; member_count: number };
}
export interface WeeklyWinnersMeta {
  competition_id: number | null;
  week: number;
  /** The competition's current week (1-based; 0 before it starts) and its number of weeks. */
  current_week: number;
  weeks: number;
  /** false until the job has awarded this week (it runs once the week has ended). */
  awarded: boolean;
}
export type TeamWeeklyWinnerList = ListResponse<TeamWeeklyWinner, WeeklyWinnersMeta>;

/** DELETE /teams/{id}/team_members/{user_id} and DELETE of an invite: what happened. */
export interface TeamMemberRemoval {
  team_id: number;
  user_id: number;
  /** The team was deleted (status 2) because its last member left. */
  team_deleted: boolean;
}
