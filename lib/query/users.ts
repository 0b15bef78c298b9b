'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { UserFlagKey } from '@/lib/user-flags';
import { queryKeys } from './keys';
import type { CurrentUser } from '@/lib/users/types';

/** GET /api/users/me without the login redirect: a 401 here just means "signed out". */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/users/me', { redirectOnUnauthorized: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user, or null. Seeded from the server render, so it is there on first paint. */
export function useCurrentUser() {
  return useQuery({ queryKey: queryKeys.currentUser, queryFn: fetchCurrentUser, staleTime: 5 * 60_000 });
}

/** PUT /api/users/me {flags}: saves flags and puts the server's answer in the cache. */
export function useUpdateUserFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flags: Partial<Record<UserFlagKey, boolean>>) => api.put<CurrentUser>('/users/me', { flags }),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}
