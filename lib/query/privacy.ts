'use client';
// Consent (docs/privacy.md): GET/PUT /api/users/me/consent, the privacy policy version a person accepted and their
// cookie choice. Neither call sends a signed-out page to the login: the cookie card also runs before signing in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { ConsentBody, ConsentState, CookieChoice } from '@/lib/privacy/schemas';

export const consentKey = ['users', 'me', 'consent'] as const;

export function useConsent(enabled: boolean) {
  return useQuery({
    queryKey: consentKey,
    queryFn: () => api.get<ConsentState>('/users/me/consent', { redirectOnUnauthorized: false }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

export function useRecordConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentBody) => api.put<ConsentState>('/users/me/consent', body, { redirectOnUnauthorized: false }),
    onSuccess: (state) => queryClient.setQueryData(consentKey, state),
  });
}

/** The cookie card's answer as the consent API records it. */
export const cookieChoiceOf = (answer: 'accept' | 'decline'): CookieChoice => (answer === 'accept' ? 'all' : 'essential');

/**
 * Records a cookie choice for the signed-in person; signed out (401) or viewed as by an administrator (403) there is
 * nobody to record it for, and the browser's cookie is the whole answer.
 */
export async function recordCookieChoice(choice: CookieChoice): Promise<ConsentState | null> {
  try {
    return await api.put<ConsentState>('/users/me/consent', { cookie_choice: choice }, { redirectOnUnauthorized: false });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}
