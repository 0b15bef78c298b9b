'use client';
// Client calls of gift points (lib/gifts/types.ts): the offer waiting for the caller (the prompt on every signed-in
// page), the giver's state and the eligible people (the /gifts screen), offer and answer. A change refreshes every
// ['gifts'] query; an accepted gift moved the caller's points, so the user (header, stats) refetch too.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from './keys';
import type { EligibleGiftUserList, GiftOffer, GiftSummary, PendingGiftAnswer, TargetWorkBonus } from '@/lib/gifts/types';

export const giftKeys = {
  all: ['gifts'] as const,
  pending: ['gifts', 'pending'] as const,
  summary: ['gifts', 'summary'] as const,
  eligible: ['gifts', 'eligible'] as const,
};

/** GET /works/bonus_points/pending: cheap (two index reads); kept a minute, refetched on a gift_ notification. */
export function usePendingGift(enabled: boolean) {
  return useQuery({
    queryKey: giftKeys.pending,
    queryFn: ({ signal }) => api.get<PendingGiftAnswer>('/works/bonus_points/pending', { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export function useGiftSummary() {
  return useQuery({ queryKey: giftKeys.summary, queryFn: ({ signal }) => api.get<GiftSummary>('/works/bonus_points', { signal }) });
}

/** GET /works/bonus_points/eligible?page_size=0 (the spec: users eligible for gifting are fetched with page_size 0). */
export function useEligibleGiftUsers(enabled = true) {
  return useQuery({
    queryKey: giftKeys.eligible,
    queryFn: ({ signal }) => api.get<EligibleGiftUserList>('/works/bonus_points/eligible', { query: { page_size: 0 }, signal }).then((l) => l.data),
    enabled,
    staleTime: 60_000,
  });
}

export function refreshGifts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: giftKeys.all });
}

/** PUT /works/bonus_points/offer/{user_id}. */
export function useOfferGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.put<GiftOffer>(`/works/bonus_points/offer/${userId}`),
    onSettled: () => refreshGifts(queryClient),
  });
}

/** PUT /works/bonus_points/accept | decline {target_work_bonus_id}. */
export function useAnswerGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) =>
      api.put<TargetWorkBonus>(`/works/bonus_points/${accept ? 'accept' : 'decline'}`, { target_work_bonus_id: id }),
    onSettled: (answer) => {
      refreshGifts(queryClient);
      if (answer?.applied) void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}
