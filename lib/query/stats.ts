'use client';
// Client calls of My Results and the badge view (docs/leaderboards.md "Stats", "Badges").
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StarBadgeLevel, StarBadgeThresholds } from '@/lib/badges/star-badge';

export interface CategoryCount {
  key: string;
  display: string;
  count: number;
}

export interface UserStats {
  user_id: number;
  points: { value: number; bonus_given: number; activity_points: number; quiz_points: number; bonus_points: number; entry_points: number };
  activity: { best_category: string | null; best_category_display: string | null; total: number; by_category: CategoryCount[] };
  completed_scene_count: number;
  completed_duo_count: number;
  badge_count: number;
  level: { id: number; name: string; sequence: number; number: number } | null;
  star_badge: { level: StarBadgeLevel; completed_scene_count: number; goal: number; thresholds: StarBadgeThresholds };
}

export interface UserBadge {
  id: number;
  category: string;
  name: string;
  goal: number | null;
  goal2: number | null;
  hide_until_earned: boolean;
  image: { url: string | null };
  sequence: number;
  earned: boolean;
  /** 'YYYY-MM-DD' of the day it was earned, or null. */
  earned_on: string | null;
}

export interface UserBadges {
  data: UserBadge[];
  meta: { total_records: number; earned_count: number };
}

export const statsKeys = {
  stats: (userId: number | 'me') => ['users', userId, 'stats'] as const,
  badges: (userId: number | 'me') => ['users', userId, 'badges'] as const,
};

/** GET /users/{id}/stats */
export function useUserStats(userId: number | 'me' = 'me') {
  return useQuery({ queryKey: statsKeys.stats(userId), queryFn: () => api.get<UserStats>(`/users/${userId}/stats`) });
}

/** GET /users/{id}/badges: unearned hide-until-earned badges are already left out by the API (§9). */
export function useUserBadges(userId: number | 'me' = 'me') {
  return useQuery({ queryKey: statsKeys.badges(userId), queryFn: () => api.get<UserBadges>(`/users/${userId}/badges`) });
}

/** The CSV downloads of the stats page (participant-core.md §7 "GET /export/entries and /export/stats as downloads"). */
export const EXPORT_LINKS = {
  entries: '/api/export/entries',
  stats: '/api/export/stats',
} as const;
