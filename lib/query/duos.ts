'use client';
// Client calls of duos (lib/duos/types.ts, docs/duos.md): the duo list, templates, the friend picker, the people
// search for duos and the pair-me queue, and every change. A change refreshes the duo list and whatever else it
// touches: the friend picker's duo counts, the pair status, and after an answer to an invitation the header's counts.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime';
import type { Duo, DuoEnded, DuoFriend, DuoFriendList, DuoList, DuoListHead, DuosArchived, DuoTemplate, DuoTemplateList, PairStatus } from '@/lib/duos/types';
import { HEADER_COUNTS_KEY } from './header-counts';

export const duoKeys = {
  all: ['duos'] as const,
  list: ['duos', 'list'] as const,
  templates: ['duos', 'templates'] as const,
  friends: ['duos', 'friends'] as const,
  pairStatus: ['duos', 'pair-status'] as const,
  search: (text: string) => ['users', 'search', 'duos', text] as const,
  searches: ['users', 'search', 'duos'] as const,
};

/** GET /duos: the spec's array whose first element carries has_friends and the groups 2, 3 and 4. */
export function useDuoList() {
  return useQuery<DuoListHead>({
    queryKey: duoKeys.list,
    queryFn: ({ signal }) => api.get<DuoList>('/duos', { signal }).then((list) => list[0]),
  });
}

/** Refetches the duo list (and the pair status) whenever a duo notification arrives: an invitation, an answer, a pairing, a completion. */
export function useLiveDuos() {
  const queryClient = useQueryClient();
  useRealtimeEvent('notificationPublished', (notification) => {
    if (notification.key.startsWith('duo_')) void queryClient.invalidateQueries({ queryKey: duoKeys.all });
  });
}

/** GET /duo_templates?page_size=0: the promotion's duo collection, in order. */
export function useDuoTemplates() {
  return useQuery<DuoTemplate[]>({
    queryKey: duoKeys.templates,
    queryFn: ({ signal }) => api.get<DuoTemplateList>('/duo_templates', { query: { page_size: 0 }, signal }).then((l) => l.data),
    staleTime: 5 * 60_000,
  });
}

/** GET /duo_friends: the caller's friends with their duo counts (read as data.data). */
export function useDuoFriends() {
  return useQuery<DuoFriend[]>({
    queryKey: duoKeys.friends,
    queryFn: ({ signal }) => api.get<DuoFriendList>('/duo_friends', { signal }).then((l) => l.data),
  });
}

/** GET /users/search?for=duos; `text` is already debounced and at least 3 characters when enabled. */
export function useDuoSearch(text: string, enabled: boolean) {
  return useQuery<DuoFriend[]>({
    queryKey: duoKeys.search(text),
    queryFn: ({ signal }) => api.get<DuoFriendList>('/users/search', { query: { query: text, for: 'duos' }, signal }).then((l) => l.data),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** GET /duo_pair_status: the caller's newest pair-me entry. */
export function usePairStatus() {
  return useQuery<PairStatus>({
    queryKey: duoKeys.pairStatus,
    queryFn: ({ signal }) => api.get<PairStatus>('/duo_pair_status', { signal }),
  });
}

function refreshDuos(queryClient: QueryClient, { counts = false } = {}) {
  void queryClient.invalidateQueries({ queryKey: duoKeys.all });
  void queryClient.invalidateQueries({ queryKey: duoKeys.searches });
  if (counts) void queryClient.invalidateQueries({ queryKey: HEADER_COUNTS_KEY });
}

/** POST /duos {receiver_id, duo_template_id}: the invitation. */
export function useStartDuo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { receiver_id: number; duo_template_id: number }) => api.post<Duo>('/duos', input),
    onSuccess: () => refreshDuos(queryClient),
  });
}

export type DuoAnswer = 'accept' | 'decline' | 'withdrawl';

/** PUT /duos/{id}/accept | decline | withdrawl (the spec's spelling). Accept and decline change the header's count. */
export function useAnswerDuo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: DuoAnswer }) => api.put<Duo | DuoEnded>(`/duos/${id}/${answer}`),
    onSuccess: () => refreshDuos(queryClient, { counts: true }),
  });
}

/** PUT /duos/archive {id}: the caller has seen the completed duo's overlay. */
export function useArchiveDuo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<DuosArchived>('/duos/archive', { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: duoKeys.list }),
  });
}

/** POST /duo_pair_queues {user_id}: join the pair-me queue. */
export function useJoinPairQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post<PairStatus>('/duo_pair_queues', { user_id: userId }),
    onSuccess: (status) => {
      queryClient.setQueryData(duoKeys.pairStatus, status);
      refreshDuos(queryClient);
    },
  });
}

/** PUT /duo_pair_queues/{id}/withdrawal: leave the queue. */
export function useLeavePairQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<PairStatus>(`/duo_pair_queues/${id}/withdrawal`),
    onSuccess: (status) => {
      queryClient.setQueryData(duoKeys.pairStatus, status);
      refreshDuos(queryClient);
    },
  });
}
