'use client';
// Client calls of My Results and the badge view (docs/leaderboards.md "Stats", "Badges").
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserBadges } from '@/lib/badges/types';
import type { UserStats } from '@/lib/stats/types';

export const statsKeys = {
  stats: (userId: number | 'me') => ['users', userId, 'stats'] as const,
  badges: (userId: number | 'me') => ['users', userId, 'badges'] as const,
};

/** GET /users/{id}/stats */
export function useUserStats(userId: number | 'me' = 'me') {
  return useQuery({ queryKey: statsKeys.stats(userId), queryFn: () => api.get<UserStats>(`/users/${userId}/stats`) });
}

/** GET /users/{id}/badges: unearned hide-until-earned badges are already left out by the API. */
export function useUserBadges(userId: number | 'me' = 'me') {
  return useQuery({ queryKey: statsKeys.badges(userId), queryFn: () => api.get<UserBadges>(`/users/${userId}/badges`) });
}

/** The CSV downloads of the stats page (GET /export/entries and /export/stats). */
export const EXPORT_LINKS = {
  entries: '/api/export/entries',
  stats: '/api/export/stats',
} as const;
