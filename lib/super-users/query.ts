'use client';
// Client calls of the dashboard's navigation and settings (lib/super-users/types.ts), and the recent promotions a
// super user picked, kept in this browser (administration.md §9: up to 6, oldest dropped, shown in the menu).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '@/lib/api-client';
import { RECENT_PROMOTIONS_MAX, type CoveredPromotion, type LockedAccount, type PromotionGroup, type SuperCoordinator } from './types';

export const superUserKeys = {
  grouped: ['admin', 'grouped-promotions'] as const,
  covered: (userId: number) => ['admin', 'covered', userId] as const,
  superCoordinators: ['admin', 'super-coordinators'] as const,
  locked: ['admin', 'locked-accounts'] as const,
};

export function useGroupedPromotions(enabled = true) {
  return useQuery({
    queryKey: superUserKeys.grouped,
    queryFn: ({ signal }) => api.get<{ data: PromotionGroup[] }>('/promotions/get_grouped_promotions', { signal }).then((r) => r.data),
    enabled,
    staleTime: 60_000,
  });
}

export function useCoveredPromotions(userId: number | null) {
  return useQuery({
    queryKey: superUserKeys.covered(userId ?? 0),
    queryFn: ({ signal }) => api.get<{ data: CoveredPromotion[] }>(`/super_coordinators/${userId}/promotions`, { signal }).then((r) => r.data),
    enabled: userId !== null,
  });
}

export function useSuperCoordinators(enabled: boolean) {
  return useQuery({
    queryKey: superUserKeys.superCoordinators,
    queryFn: ({ signal }) => api.get<{ data: SuperCoordinator[] }>('/super_coordinators', { signal }).then((r) => r.data),
    enabled,
  });
}

export function useChangeCoverage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ promotionId, add }: { promotionId: number; add: boolean }) =>
      add
        ? api.post<{ data: CoveredPromotion[] }>(`/super_coordinators/${userId}/promotions`, { promotion_id: promotionId })
        : api.delete<{ data: CoveredPromotion[] }>(`/super_coordinators/${userId}/promotions/${promotionId}`),
    onSuccess: (answer) => {
      queryClient.setQueryData(superUserKeys.covered(userId), answer.data);
      void queryClient.invalidateQueries({ queryKey: superUserKeys.superCoordinators });
    },
  });
}

export function useLockedAccounts() {
  return useQuery({
    queryKey: superUserKeys.locked,
    queryFn: ({ signal }) => api.get<{ data: LockedAccount[] }>('/dashboard_settings/locked_accounts', { signal }).then((r) => r.data),
  });
}

export function useUnlockAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post(`/users/${userId}/unlock`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superUserKeys.locked }),
  });
}

// Recent promotions, per browser (localStorage), newest first.
export interface RecentPromotion {
  id: number;
  name: string;
}
const RECENT_KEY = 'renew.recent_promotions';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: RecentPromotion[] = [];

function readRecent(): RecentPromotion[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(RECENT_KEY);
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cached = Array.isArray(parsed)
      ? parsed.filter((p): p is RecentPromotion => typeof p?.id === 'number' && typeof p?.name === 'string').slice(0, RECENT_PROMOTIONS_MAX)
      : [];
  } catch {
    cached = [];
  }
  return cached;
}

/** Puts a promotion first; the list keeps the 6 most recent (the oldest is dropped). */
export function rememberPromotion(promotion: RecentPromotion): void {
  const next = [promotion, ...readRecent().filter((p) => p.id !== promotion.id)].slice(0, RECENT_PROMOTIONS_MAX);
  try {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // storage unavailable (private mode): the menu simply shows no recent promotions
  }
  listeners.forEach((l) => l());
}

const EMPTY: RecentPromotion[] = [];
export function useRecentPromotions(): RecentPromotion[] {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      window.addEventListener('storage', onChange);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('storage', onChange);
      };
    },
    readRecent,
    () => EMPTY,
  );
}
