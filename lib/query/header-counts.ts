'use client';
// The header's counts (GET /api/header_counts): one cheap call, fetched when a signed-in page mounts (a sign-in is a
// full page load, so it is fetched on login), again when the window regains focus and whenever another screen
// invalidates ['header-counts'] (friends, messages, teams and duos do after their changes). The realtime events
// that change a count refetch it too: see useLiveHeaderCounts.
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime';
import type { HeaderCounts } from '@/lib/notifications/types';
import { useCurrentUser } from './users';

/** Others invalidate exactly this key: keep it. */
export const HEADER_COUNTS_KEY = ['header-counts'] as const;

export function useHeaderCounts() {
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user);
  return useQuery({
    queryKey: HEADER_COUNTS_KEY,
    queryFn: ({ signal }) => api.get<HeaderCounts>('/header_counts', { signal }),
    enabled: signedIn,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

/** Updates the bell's count from an answer that carries it (mark_as_* calls), without another round trip. */
export function setUnseenCount(queryClient: ReturnType<typeof useQueryClient>, unseen: number): void {
  queryClient.setQueryData<HeaderCounts>(HEADER_COUNTS_KEY, (old) => (old ? { ...old, notifications: unseen } : old));
}

/**
 * Mounted once in the signed-in header: every realtime event that can change a count refetches them (a new
 * notification, a conversation's news, the user changed — journey goal —, a team invitation or request accepted),
 * and a different user (sign-in as someone else without a reload) starts afresh.
 */
export function useLiveHeaderCounts(): void {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const userId = user?.id ?? null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: HEADER_COUNTS_KEY });
  const lastUserId = useRef(userId);
  useEffect(() => {
    // The first fetch is the query's own (on mount); only a change of user refetches here.
    if (lastUserId.current === userId) return;
    lastUserId.current = userId;
    if (userId !== null) void queryClient.invalidateQueries({ queryKey: HEADER_COUNTS_KEY });
  }, [queryClient, userId]);
  useRealtimeEvent('notificationPublished', refresh);
  useRealtimeEvent('conversationAlert', refresh);
  useRealtimeEvent('userUpdated', refresh);
  useRealtimeEvent('TeamInviteAccepted', refresh);
  useRealtimeEvent('UserTeamRequestAccepted', refresh);
}
