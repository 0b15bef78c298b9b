'use client';
// Client calls of friends (lib/friends/types.ts): the three lists, the people search and every change. A change
// refreshes what it touches: all ['friendships'] lists (the wall's tag dialog reads one too), the user popup's
// ['friendship_status'], the search results, and after an answer to a request the header's counts.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime';
import type { FriendEmailResult, FriendList, FriendRequest, FriendRequestList, InviteResult, UserSearchList, UserSearchResult } from '@/lib/friends/types';

export const friendKeys = {
  all: ['friendships'] as const,
  // Not the wall's ['friendships', 'accepted'] (its tag dialog caches only the people): same prefix, other data.
  friends: ['friendships', 'list', 'A'] as const,
  received: ['friendships', 'received_requests'] as const,
  sent: ['friendships', 'sent_requests'] as const,
  search: (text: string) => ['users', 'search', 'friends', text] as const,
  searches: ['users', 'search', 'friends'] as const,
  /** Built by the header counts' owner (GET /api/header_counts). */
  headerCounts: ['header-counts'] as const,
  status: ['friendship_status'] as const,
};

const ALL = { page_size: 0 };

/** GET /friendships?status=A&page_size=0: the caller's friends (the same key as the wall's tag dialog). */
export function useFriendsList() {
  return useQuery({
    queryKey: friendKeys.friends,
    queryFn: ({ signal }) => api.get<FriendList>('/friendships', { query: { status: 'A', ...ALL }, signal }).then((list) => list.data),
  });
}

export function useReceivedRequests() {
  return useQuery({
    queryKey: friendKeys.received,
    queryFn: ({ signal }) => api.get<FriendRequestList>('/friendships', { query: { status: 'received_requests', ...ALL }, signal }).then((l) => l.data),
  });
}

export function useSentRequests() {
  return useQuery({
    queryKey: friendKeys.sent,
    queryFn: ({ signal }) => api.get<FriendRequestList>('/friendships', { query: { status: 'sent_requests', ...ALL }, signal }).then((l) => l.data),
  });
}

/** GET /users/search?for=friends; `text` is already debounced and at least 3 characters when enabled. */
export function useFriendSearch(text: string, enabled: boolean) {
  return useQuery<UserSearchResult[]>({
    queryKey: friendKeys.search(text),
    queryFn: ({ signal }) => api.get<UserSearchList>('/users/search', { query: { query: text, for: 'friends' }, signal }).then((l) => l.data),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

function refreshFriends(queryClient: QueryClient, { counts = false } = {}) {
  void queryClient.invalidateQueries({ queryKey: friendKeys.all });
  void queryClient.invalidateQueries({ queryKey: friendKeys.status });
  void queryClient.invalidateQueries({ queryKey: friendKeys.searches });
  if (counts) void queryClient.invalidateQueries({ queryKey: friendKeys.headerCounts });
}

export type NewFriendRequest = { friendee_id: number } | { friend_email: string };

/** POST /friendships {status: 'P', friendee_id | friend_email, message}. */
export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewFriendRequest & { message?: string }) => api.post<FriendRequest>('/friendships', { status: 'P', ...input }),
    onSuccess: () => refreshFriends(queryClient),
  });
}

/** PUT /friendships/{id} {status: 'A' | 'D'}: the header's request count changes too. */
export function useAnswerFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'A' | 'D' }) => api.put<FriendRequest>(`/friendships/${id}`, { status }),
    onSuccess: () => refreshFriends(queryClient, { counts: true }),
  });
}

/** PUT /friendships/{id} {status: 'P'} naming the same person: resend. */
export function useResendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FriendRequest) =>
      api.put<FriendRequest>(`/friendships/${request.id}`, request.friendee_id !== null ? { status: 'P', friendee_id: request.friendee_id } : { status: 'P', friend_email: request.friend_email }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: friendKeys.sent }),
  });
}

/** DELETE /friendships/{id}: withdraw a request or remove a friend. */
export function useDeleteFriendship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/friendships/${id}`),
    onSuccess: () => refreshFriends(queryClient, { counts: true }),
  });
}

/** POST /emails/invite {emails, message}. */
export function useInviteByEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { emails: string; message?: string }) => api.post<InviteResult>('/emails/invite', input),
    onSuccess: () => refreshFriends(queryClient),
  });
}

/** POST /friendships/{id}/email {message}: the user popup's email to a friend. */
export function useEmailFriend() {
  return useMutation({
    mutationFn: ({ friendshipId, message }: { friendshipId: number; message: string }) => api.post<FriendEmailResult>(`/friendships/${friendshipId}/email`, { message }),
  });
}

/**
 * The friend screens follow the other side live: a request arriving (friend_request_…) or one of ours accepted
 * (friend_accepted_…) reaches the user as a notification on their own channel; on either, the friend lists refetch, so
 * the sender's "Waiting for an answer" becomes a friend without a reload.
 */
export function useLiveFriendships(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notificationPublished', (n) => {
    if (n.key.startsWith('friend_')) void queryClient.invalidateQueries({ queryKey: friendKeys.all });
  });
}
