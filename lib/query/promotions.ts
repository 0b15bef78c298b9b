'use client';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from './keys';
import type { CurrentPromotion } from '@/lib/promotions/types';

/** GET /api/promotions/current; null on a host that serves no promotion (dashboard, unknown subdomain). */
export async function fetchCurrentPromotion(): Promise<CurrentPromotion | null> {
  try {
    return await api.get<CurrentPromotion>('/promotions/current');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useCurrentPromotion() {
  return useQuery({ queryKey: queryKeys.currentPromotion, queryFn: fetchCurrentPromotion, staleTime: 5 * 60_000 });
}
