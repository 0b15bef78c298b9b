'use client';
// Client calls of the leaderboards (docs/leaderboards.md "Routes").
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LEADERBOARD_PAGE_SIZE } from '@/lib/leaderboards/constants';
import type { LocationBoard, PersonBoard, PersonBoardKind, TeamBoard } from '@/lib/leaderboards/types';
import type { CurrentUser } from '@/lib/users/types';
import { queryKeys } from './keys';

export interface BoardFilter {
  page: number;
  /** Name search of a tab; blank = everyone. */
  query?: string;
  /** Location filter: the deepest level chosen (the server includes its descendants). */
  location?: number | null;
  pageSize?: number;
}

export const leaderboardKeys = {
  all: ['leaderboards'] as const,
  person: (promotionId: number, kind: PersonBoardKind, filter: BoardFilter) => ['leaderboards', promotionId, kind, filter] as const,
  team: (competitionId: number, filter: BoardFilter) => ['leaderboards', 'team', competitionId, filter] as const,
  location: (promotionId: number, parent: number | null, page: number) => ['leaderboards', promotionId, 'location', parent, page] as const,
};

const filterQuery = (filter: BoardFilter) => ({
  page: filter.page,
  page_size: filter.pageSize ?? LEADERBOARD_PAGE_SIZE,
  query: filter.query?.trim() || undefined,
  location: filter.location ?? undefined,
});

/** GET /promotions/{id}/leaderboard (friends_of=me for the friends board). The old page stays while the next loads. */
export function usePersonBoard(promotionId: number, kind: PersonBoardKind, filter: BoardFilter, enabled = true) {
  return useQuery({
    queryKey: leaderboardKeys.person(promotionId, kind, filter),
    queryFn: ({ signal }) =>
      api.get<PersonBoard>(`/promotions/${promotionId}/leaderboard`, {
        query: { ...filterQuery(filter), friends_of: kind === 'friends' ? 'me' : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /competitions/{id}/leaderboard */
export function useTeamBoard(competitionId: number | null, filter: BoardFilter) {
  return useQuery({
    queryKey: leaderboardKeys.team(competitionId ?? 0, filter),
    queryFn: ({ signal }) => api.get<TeamBoard>(`/competitions/${competitionId}/leaderboard`, { query: filterQuery(filter), signal }),
    placeholderData: keepPreviousData,
    enabled: competitionId !== null,
  });
}

/** GET /promotions/{id}/location_leaderboard: the top level, or the children of `parent`. */
export function useLocationBoard(promotionId: number, parent: number | null, page: number) {
  return useQuery({
    queryKey: leaderboardKeys.location(promotionId, parent, page),
    queryFn: ({ signal }) =>
      api.get<LocationBoard>(`/promotions/${promotionId}/location_leaderboard`, {
        query: { page, page_size: LEADERBOARD_PAGE_SIZE, location: parent ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type OptInField = 'opted_in_individual_leaderboard' | 'opted_in_friends_leaderboard';

/** PUT /users/me {opted_in_…: true|false}: the user is cached from the answer and every board is read again. */
export function useLeaderboardOptIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ field, value }: { field: OptInField; value: boolean }) => api.put<CurrentUser>('/users/me', { [field]: value }),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.currentUser, user);
      void queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
    },
  });
}
