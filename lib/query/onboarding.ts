'use client';
// Client calls of welcome, registration and onboarding (docs/onboarding.md has every shape and message).
// Plain functions for the one-shot calls of forms and dialogs; hooks for what a screen reads.
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentItem, ContentList } from '@/lib/content/types';
import type {
  CanRegister, EligibilityProof, EligibilityRecord, EmailAvailable, GettingStarted, OnboardingState, PasswordResetCheck, PasswordResetDone,
  PasswordResetRequested, PilotAuthenticated, SavedInterests, Unsubscribed,
} from '@/lib/onboarding/types';
import type { CurrentUser } from '@/lib/users/types';

export const onboardingKeys = {
  gettingStarted: ['area_of_interests', 'getting_started'] as const,
};

// --- Welcome: pilot password, forgotten and reset password -------------------------------------------------

/** POST /promotions/current/authenticate: sets the pilot cookie; 422 'Incorrect Pilot Password.'. */
export const authenticatePilot = (password: string) =>
  api.post<PilotAuthenticated>('/promotions/current/authenticate', { password });

export const requestPasswordReset = (email: string) => api.post<PasswordResetRequested>('/users/forgot', { email });

export const verifyPasswordReset = (thing: string) => api.post<PasswordResetCheck>('/users/verify_password_reset', { thing });

export const resetPassword = (thing: string, password: string, passwordConfirmation: string) =>
  api.put<PasswordResetDone>('/users/password_reset', { thing, password, password_confirmation: passwordConfirmation });

/** `token`: the signed token of the email's unsubscribe link (server/mail/unsubscribe-links.ts). */
export const unsubscribe = (email: string, promotionId?: number, token?: string) =>
  api.post<Unsubscribed>('/unsubscribe', { email, promotion_id: promotionId, ...(token ? { token } : {}) });

// --- Registration --------------------------------------------------------------------------------------------

export const fetchCanRegister = () => api.get<CanRegister>('/promotions/current/can_register');

/** GET /users/validate: resolves when the address is free; 422 'Email has already been taken.' otherwise. */
export const validateEmail = (email: string, signal?: AbortSignal) =>
  api.get<EmailAvailable>('/users/validate', { query: { field: 'email', value: email }, signal });

/** The record's names come back only with a proof: its email on file or its last name. */
export const validateEligibility = (identifier: string, proof: EligibilityProof = {}) =>
  api.post<EligibilityRecord>('/eligibilities/validate', { identifier, ...proof });

/** POST /users: 201 with the new user, who is signed in by the response's cookie. */
export const registerUser = (body: unknown) => api.post<CurrentUser>('/users', body);

// --- Signed in: onboarding state and the prestart choice ----------------------------------------------------

export const fetchOnboardingState = () => api.get<OnboardingState>('/users/me/onboarding');

export function useGettingStarted() {
  return useQuery({ queryKey: onboardingKeys.gettingStarted, queryFn: () => api.get<GettingStarted>('/area_of_interests/getting_started') });
}

/** POST /user_interests: replaces the user's areas of interest. */
export function useSaveInterests() {
  return useMutation({
    mutationFn: (ids: number[]) => api.post<SavedInterests>('/user_interests', { area_of_interest: ids }),
  });
}

// --- Content ---------------------------------------------------------------------------------------------------

/** GET /custom_content?category=&key=: the promotion's visible items of a category, defaults overridden. */
export async function fetchContent(category: string, key?: string): Promise<ContentItem[]> {
  return (await api.get<ContentList>('/custom_content', { query: { category, key, page_size: 0 } })).data;
}
