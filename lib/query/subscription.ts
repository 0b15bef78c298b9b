'use client';
// Email preferences: GET/PUT /api/users/{id}/subscription ('me', or a user a Master edits).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { EmailSubscription, SubscriptionValues } from '@/lib/subscriptions/types';

export type SubscriptionOwnerId = number | 'me';

export const subscriptionKey = (userId: SubscriptionOwnerId) => ['users', userId, 'subscription'] as const;

export function useSubscription(userId: SubscriptionOwnerId = 'me') {
  return useQuery({
    queryKey: subscriptionKey(userId),
    queryFn: () => api.get<EmailSubscription>(`/users/${userId}/subscription`),
  });
}

/** Saves the preferences and puts the server's answer (with the unsubscribe-all rule applied) in the cache. */
export function useSaveSubscription(userId: SubscriptionOwnerId = 'me') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Partial<SubscriptionValues>) => api.put<EmailSubscription>(`/users/${userId}/subscription`, values),
    onSuccess: (saved) => queryClient.setQueryData(subscriptionKey(userId), saved),
  });
}
