'use client';
// Client calls of the dashboard's navigation and settings (lib/super-users/types.ts), and the recent promotions a
// super user picked, kept in this browser (administration.md §9: up to 6, oldest dropped, shown in the menu).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CoveredPromotion, LockedAccount, PromotionGroup, SuperCoordinator } from './types';
import type { ListResponse } from '@/lib/list-response';

export const superUserKeys = {
  grouped: ['admin', 'grouped-promotions'] as const,
  covered: (userId: number) => ['admin', 'covered', userId] as const,
  superCoordinators: ['admin', 'super-coordinators'] as const,
  locked: ['admin', 'locked-accounts'] as const,
};

export function useGroupedPromotions(enabled = true) {
  return useQuery({
    queryKey: superUserKeys.grouped,
    queryFn: ({ signal }) => api.get<ListResponse<PromotionGroup>>('/promotions/get_grouped_promotions', { signal }).then((r) => r.data),
    enabled,
    staleTime: 60_000,
  });
}

export function useCoveredPromotions(userId: number | null) {
  return useQuery({
    queryKey: superUserKeys.covered(userId ?? 0),
    queryFn: ({ signal }) => api.get<ListResponse<CoveredPromotion>>(`/super_coordinators/${userId}/promotions`, { signal }).then((r) => r.data),
    enabled: userId !== null,
  });
}

export function useSuperCoordinators(enabled: boolean) {
  return useQuery({
    queryKey: superUserKeys.superCoordinators,
    queryFn: ({ signal }) => api.get<ListResponse<SuperCoordinator>>('/super_coordinators', { signal }).then((r) => r.data),
    enabled,
  });
}

export function useChangeCoverage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ promotionId, add }: { promotionId: number; add: boolean }) =>
      add
        ? api.post<ListResponse<CoveredPromotion>>(`/super_coordinators/${userId}/promotions`, { promotion_id: promotionId })
        : api.delete<ListResponse<CoveredPromotion>>(`/super_coordinators/${userId}/promotions/${promotionId}`),
    onSuccess: (answer) => {
      queryClient.setQueryData(superUserKeys.covered(userId), answer.data);
      void queryClient.invalidateQueries({ queryKey: superUserKeys.superCoordinators });
    },
  });
}

export function useLockedAccounts() {
  return useQuery({
    queryKey: superUserKeys.locked,
    queryFn: ({ signal }) => api.get<ListResponse<LockedAccount>>('/dashboard_settings/locked_accounts', { signal }).then((r) => r.data),
  });
}

export function useUnlockAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post(`/users/${userId}/unlock`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superUserKeys.locked }),
  });
}

// The recent promotions live in ./recent.ts (the header reads them on every page, without this module's imports).
export { rememberPromotion, useRecentPromotions, type RecentPromotion } from './recent';
