'use client';
// Client calls of welcome, registration and onboarding (docs/onboarding.md has every shape and message).
// Plain functions for the one-shot calls of forms and dialogs; hooks for what a screen reads.
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RegistrationBlockReason } from '@/lib/onboarding/constants';
import type { CurrentUser } from './types';

/** A content item as GET /api/custom_content answers it (the fields the onboarding screens read). */
export interface ContentItem {
  id: number;
  category: string;
  key: string;
  sequence: number;
  title_html: string | null;
  content_html: string | null;
  image1: { url: string | null };
  custom_fields: Record<string, unknown>;
}

export interface CanRegister {
  can_register: boolean;
  reason: RegistrationBlockReason | null;
  message: string | null;
}

/** POST /eligibilities/validate: what registration needs from a matched record (server/eligibility/serialize.ts). */
export interface EligibilityRecord {
  valid: true;
  id: number;
  identifier: string;
  first_name: string | null;
  last_name: string | null;
  /** Never sent: the record's email is not the public's to read. (The registration form still reads it; always empty.) */
  email?: never;
}

export interface OnboardingState {
  just_registered: boolean;
  has_been_home: boolean;
  has_seen_home_walkthrough: boolean;
  started_home_walkthrough: boolean;
  pending_evaluation_id: number | null;
}

export interface AreaOfInterest {
  id: number;
  name: string;
  display: string;
  category: string | null;
  sequence: number;
}

export interface GettingStarted {
  data: AreaOfInterest[];
  min_choices: number;
  max_choices: number;
  area_of_interest: number[];
}

export const onboardingKeys = {
  gettingStarted: ['area_of_interests', 'getting_started'] as const,
};

// --- Welcome: pilot password, forgotten and reset password -------------------------------------------------

/** POST /promotions/current/authenticate: sets the pilot cookie; 422 'Incorrect Pilot Password.'. */
export const authenticatePilot = (password: string) =>
  api.post<{ authenticated: true; promotion_id: number }>('/promotions/current/authenticate', { password });

export const requestPasswordReset = (email: string) => api.post<{ email_sent: true }>('/users/forgot', { email });

export const verifyPasswordReset = (thing: string) => api.post<{ allow: boolean }>('/users/verify_password_reset', { thing });

export const resetPassword = (thing: string, password: string, passwordConfirmation: string) =>
  api.put<{ reset: true; email: string }>('/users/password_reset', { thing, password, password_confirmation: passwordConfirmation });

/** `token`: the signed token of the email's unsubscribe link (server/mail/unsubscribe-links.ts). */
export const unsubscribe = (email: string, promotionId?: number, token?: string) =>
  api.post<{ unsubscribed: true }>('/unsubscribe', { email, promotion_id: promotionId, ...(token ? { token } : {}) });

// --- Registration --------------------------------------------------------------------------------------------

export const fetchCanRegister = () => api.get<CanRegister>('/promotions/current/can_register');

/** GET /users/validate: resolves when the address is free; 422 'Email has already been taken.' otherwise. */
export const validateEmail = (email: string, signal?: AbortSignal) =>
  api.get<{ valid: true }>('/users/validate', { query: { field: 'email', value: email }, signal });

export const validateEligibility = (identifier: string) => api.post<EligibilityRecord>('/eligibilities/validate', { identifier });

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
    mutationFn: (ids: number[]) => api.post<{ data: AreaOfInterest[]; area_of_interest: number[] }>('/user_interests', { area_of_interest: ids }),
  });
}

// --- Content ---------------------------------------------------------------------------------------------------

/** GET /custom_content?category=&key=: the promotion's visible items of a category, defaults overridden. */
export async function fetchContent(category: string, key?: string): Promise<ContentItem[]> {
  return (await api.get<{ data: ContentItem[] }>('/custom_content', { query: { category, key, page_size: 0 } })).data;
}
