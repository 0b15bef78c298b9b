'use client';
// Client calls of the user popup (spec "User popup and likes popover"): what it shows of another participant and the
// friend status between them. Fetched when the popup opens, kept a minute (it reopens without a spinner).
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { FriendshipStatusAnswer } from '@/lib/friends/types';
import type { SharedUserInfo } from '@/lib/users/types';

export const userPopupKeys = {
  sharedInfo: (userId: number) => ['users', userId, 'shared_info'] as const,
  /** The friends screens (accept, withdraw, remove) invalidate ['friendship_status'] when they change a friendship. */
  friendshipStatus: (userId: number) => ['friendship_status', userId] as const,
};

const POPUP_STALE_MS = 60_000;

/** GET /users/{id}/shared_info. */
export function useSharedInfo(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: userPopupKeys.sharedInfo(userId),
    queryFn: ({ signal }) => api.get<SharedUserInfo>(`/users/${userId}/shared_info`, { signal }),
    enabled,
    staleTime: POPUP_STALE_MS,
    retry: false,
  });
}

/** The friend status, or 'moderator' when the call answers 403 (the spec's status X: a moderator closed the friendship). */
export type PopupFriendStatus = FriendshipStatusAnswer | 'moderator';

/** GET /friendship_status/{userId}. */
export function useFriendshipStatus(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: userPopupKeys.friendshipStatus(userId),
    queryFn: async ({ signal }): Promise<PopupFriendStatus> => {
      try {
        return await api.get<FriendshipStatusAnswer>(`/friendship_status/${userId}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return 'moderator';
        throw error;
      }
    },
    enabled,
    staleTime: POPUP_STALE_MS,
    retry: false,
  });
}
