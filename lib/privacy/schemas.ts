// The consent call's body (PUT /users/me/consent): accepting the current privacy policy, and the cookie choice.
import { z } from 'zod';
import { PRIVACY_POLICY_VERSION } from './constants';
import { CONSENT_MESSAGES as M } from './messages';

export const COOKIE_CHOICES = ['essential', 'all'] as const;
export type CookieChoice = (typeof COOKIE_CHOICES)[number];

export const consentBodySchema = z.object({
  // Only the current version can be accepted: a page left open over a policy change must reload it.
  privacy_policy_version: z.literal(PRIVACY_POLICY_VERSION, { message: M.acceptCurrentPolicy }).optional(),
  cookie_choice: z.enum(COOKIE_CHOICES, { message: M.cookieChoice }).optional(),
}).strict().refine((b) => b.privacy_policy_version !== undefined || b.cookie_choice !== undefined, { message: M.nothingToRecord });
export type ConsentBody = z.output<typeof consentBodySchema>;

/** GET/PUT /users/me/consent. `privacy_policy_pending`: the interruption queue asks once. */
export interface ConsentState {
  privacy_policy_version: string | null;
  privacy_policy_accepted_at: string | null;
  current_privacy_policy_version: string;
  privacy_policy_pending: boolean;
  /** Pending, and the person themself is signed in (not an administrator viewing as them): the prompt shows. */
  ask_now: boolean;
  /** An administrator views the program as the person: nothing is recorded for them. */
  viewed_as: boolean;
  cookie_choice: CookieChoice | null;
  cookie_choice_at: string | null;
}
