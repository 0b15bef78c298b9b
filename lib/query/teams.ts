'use client';
// Client calls of the team competition (lib/teams/types.ts, docs/teams.md): the join list 20 at a time with a name
// search, one team, its week of activity, the weekly winners, the team's invitations and requests, the caller's own
// invitations and requests, the people search for an invitation, and every change. A change refreshes everything
// under ['teams'] (a membership moves several lists at once) and the header's counts (team invites and requests).
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { HEADER_COUNTS_KEY } from './header-counts';
import { queryKeys } from './keys';
import { messagingKeys } from './messages';
import { TEAM_PAGE_SIZE } from '@/lib/teams/constants';
import type { TeamInviteStatusWord } from '@/lib/teams/constants';
import type { Team, TeamInvite, TeamInviteList, TeamList, TeamMemberRemoval, TeamNeighborList, TeamWeekActivity, TeamWeeklyWinnerList } from '@/lib/teams/types';
import type { UserSearchList, UserSearchResult } from '@/lib/friends/types';

export const teamKeys = {
  all: ['teams'] as const,
  joinList: (competitionId: number, query: string) => ['teams', 'join', competitionId, query] as const,
  team: (id: number) => ['teams', 'detail', id] as const,
  activity: (id: number, week: number) => ['teams', 'activity', id, week] as const,
  winners: (week: number) => ['teams', 'winners', week] as const,
  neighbors: (id: number) => ['teams', 'neighbors', id] as const,
  teamInvites: (id: number, type: 'invited' | 'requested') => ['teams', 'invites', id, type] as const,
  myInvites: (userId: number, type: 'invited' | 'requested') => ['teams', 'my-invites', userId, type] as const,
  search: (text: string) => ['users', 'search', 'team', text] as const,
};

/** GET /teams?for=join: the competition's teams (official and pending) with their members, fewest members first. */
export function useJoinableTeams(competitionId: number, query: string) {
  return useInfiniteQuery({
    queryKey: teamKeys.joinList(competitionId, query),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<TeamList>('/teams', {
        query: {
          for: 'join', competition_id: competitionId, status: 'all', sort: 'member_count', sort_dir: 'asc', include_members: true,
          page: pageParam, page_size: TEAM_PAGE_SIZE, query: query || undefined,
        },
        signal,
      }),
    getNextPageParam: (last, pages) => (last.meta.links.next ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** GET /teams/{id}: the team with its members (and, for its leader, its open invitations and requests). */
export function useTeam(id: number) {
  return useQuery({ queryKey: teamKeys.team(id), queryFn: ({ signal }) => api.get<Team>(`/teams/${id}`, { signal }) });
}

/** GET /teams/{id}/all_activity?wk=: what each member logged in competition week `week`. */
export function useTeamActivity(id: number, week: number) {
  return useQuery({
    queryKey: teamKeys.activity(id, week),
    queryFn: ({ signal }) => api.get<TeamWeekActivity>(`/teams/${id}/all_activity`, { query: { wk: week }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /teams/weekly_winners?wk=: the awarded teams of a week, by rank. */
export function useWeeklyWinners(week: number) {
  return useQuery({
    queryKey: teamKeys.winners(week),
    queryFn: ({ signal }) => api.get<TeamWeeklyWinnerList>('/teams/weekly_winners', { query: { wk: week }, signal }),
  });
}

/** GET /teams?neighbors_id={id}: the official teams ranked around a team (5 above and below), with their ranks. */
export function useTeamNeighbors(id: number, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.neighbors(id),
    queryFn: ({ signal }) => api.get<TeamNeighborList>('/teams', { query: { neighbors_id: id }, signal }).then((list) => list.data),
    enabled,
  });
}

/** GET /teams/{id}/invites: the leader's invitations (type=invited, every status) or the open requests. */
export function useTeamInvites(teamId: number, type: 'invited' | 'requested', enabled = true) {
  return useQuery({
    queryKey: teamKeys.teamInvites(teamId, type),
    queryFn: ({ signal }) =>
      api
        .get<TeamInviteList>(`/teams/${teamId}/invites`, {
          query: { type, page_size: 0, status: type === 'requested' ? 'unresponded' : undefined },
          signal,
        })
        .then((list) => list.data),
    enabled,
  });
}

/** GET /users/{id}/invites: the invitations the caller received (type=invited) or the requests they sent (requested). */
export function useMyInvites(userId: number, type: 'invited' | 'requested') {
  return useQuery({
    queryKey: teamKeys.myInvites(userId, type),
    queryFn: ({ signal }) =>
      api
        .get<TeamInviteList>(`/users/${userId}/invites`, { query: { type, status: 'unresponded', page_size: 0 }, signal })
        .then((list) => list.data),
  });
}

/** GET /users/search?for=team; `text` is already debounced and at least 3 characters when enabled. */
export function useTeamMemberSearch(text: string, enabled: boolean) {
  return useQuery<UserSearchResult[]>({
    queryKey: teamKeys.search(text),
    queryFn: ({ signal }) => api.get<UserSearchList>('/users/search', { query: { query: text, for: 'team' }, signal }).then((l) => l.data),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/**
 * After any change: every team list and detail, the header's counts, the user (team_id, team_name), and the caller's
 * conversations (the team's conversation follows the team's members and name).
 */
export function refreshTeams(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: messagingKeys.list });
  void queryClient.invalidateQueries({ queryKey: teamKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['users', 'search', 'team'] });
  void queryClient.invalidateQueries({ queryKey: HEADER_COUNTS_KEY });
  void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
}

function useTeamMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshTeams(queryClient) });
}

/** POST /teams {name, competition_id}: the caller creates a team and leads it. */
export const useCreateTeam = () =>
  useTeamMutation((input: { name: string; competition_id: number }) => api.post<Team>('/teams', input));

/** PUT /teams/{id}: the leader renames the team or hands the lead to another member. */
export const useUpdateTeam = (id: number) =>
  useTeamMutation((input: { name?: string; leader_id?: number }) => api.put<Team>(`/teams/${id}`, input));

/** PUT /teams/{id} {status: 0}: the leader restores a deleted team (pending; official again at the minimum). */
export const useRestoreTeam = (id: number) => useTeamMutation(() => api.put<Team>(`/teams/${id}`, { status: 0 }));

/** DELETE /teams/{id}: the leader deletes the team (status 2). */
export const useDeleteTeam = (id: number) => useTeamMutation(() => api.delete<Team>(`/teams/${id}`));

/** DELETE /teams/{id}/team_members/{user_id}: a member leaves. */
export const useLeaveTeam = (id: number) =>
  useTeamMutation((userId: number) => api.delete<TeamMemberRemoval>(`/teams/${id}/team_members/${userId}`));

/** POST /teams/{id}/invites: the leader invites a participant (user_id) or an address (email). */
export const useInviteToTeam = (teamId: number) =>
  useTeamMutation((input: { user_id: number } | { email: string }) =>
    api.post<TeamInvite>(`/teams/${teamId}/invites`, { ...input, invite_type: 'I' }),
  );

/** PUT /teams/{id}/invites/{invite}: the leader accepts or declines a request, or resends an invitation. */
export const useAnswerTeamInvite = (teamId: number) =>
  useTeamMutation(({ id, ...input }: { id: number; status?: TeamInviteStatusWord; resend?: true }) =>
    api.put<TeamInvite>(`/teams/${teamId}/invites/${id}`, input),
  );

/** DELETE /teams/{id}/invites/{invite}: the leader withdraws an invitation; a 404 means it is already gone. */
export const useWithdrawTeamInvite = (teamId: number) => useTeamMutation((id: number) => goneIsDone(api.delete(`/teams/${teamId}/invites/${id}`)));

/** POST /users/{id}/invites {team_id, invite_type: 'R'}: the caller asks to join a team. */
export const useRequestToJoin = (userId: number) =>
  useTeamMutation((teamId: number) => api.post<TeamInvite>(`/users/${userId}/invites`, { team_id: teamId, invite_type: 'R' }));

/** PUT /users/{id}/invites/{invite} {status}: the caller accepts or declines an invitation. */
export const useAnswerMyInvite = (userId: number) =>
  useTeamMutation(({ id, status }: { id: number; status: TeamInviteStatusWord }) => api.put<TeamInvite>(`/users/${userId}/invites/${id}`, { status }));

/** DELETE /users/{id}/invites/{invite}: the caller withdraws a request; a 404 counts as success (spec). */
export const useWithdrawMyRequest = (userId: number) =>
  useTeamMutation((id: number) => goneIsDone(api.delete(`/users/${userId}/invites/${id}`)));

/** "A withdraw that gets 404 counts as success." */
async function goneIsDone(request: Promise<unknown>): Promise<void> {
  try {
    await request;
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
  }
}
