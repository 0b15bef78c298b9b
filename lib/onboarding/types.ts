// The JSON of welcome, registration and onboarding (docs/onboarding.md): one contract for the server
// (server/registration, server/eligibility, server/interests return these types) and the client
// (lib/query/onboarding.ts).
import type { ListResponse } from '@/lib/list-response';
import type { RegistrationBlockReason } from './constants';

/** GET /promotions/{id}/can_register */
export interface CanRegister {
  can_register: boolean;
  reason: RegistrationBlockReason | null;
  message: string | null;
}

/**
 * POST /eligibilities/validate, GET /promotions/{id}/users/check_eligibility/{identifier}: that the identifier is
 * valid, and what registration needs from the matched record: its id and identifier to claim it, and — only when the
 * visitor also sent the record's email on file or its last name — the name to prefill the form (an identifier is
 * guessable; the roster's names are not the public's). Never the record's email.
 */
export interface EligibilityRecord {
  valid: true;
  id: number;
  identifier: string;
  first_name?: string | null;
  last_name?: string | null;
}

/** What a visitor may add to an identifier to prove the record is theirs (and get its names back). */
export interface EligibilityProof {
  email?: string;
  last_name?: string;
}

/** GET /users/me/onboarding. The flags are saved through PUT /users/me {flags}. */
export interface OnboardingState {
  just_registered: boolean;
  has_been_home: boolean;
  has_seen_home_walkthrough: boolean;
  started_home_walkthrough: boolean;
  pending_evaluation_id: number | null;
  /** The first open user survey not answered yet; null while just registered (the first day stays gentle). */
  pending_survey_id: number | null;
  /**
   * Where the once-per-session prompt sends the participant now (`/usereval/{id}`, else `/survey/{id}`), or null.
   * Null with `prompt_waits` while something is pending but may not interrupt yet: before the first logged activity
   * (the first home visit is for logging) or on the walkthrough hold; the browser asks again on its next page.
   */
  prompt_path: string | null;
  prompt_waits: boolean;
  /**
   * With a `prompt_path`: offer it (a card with "Start now" and "Not now") instead of sending the user there. On the
   * first day (the just-registered window) a page the newcomer asked for is never taken over, and a coordinator's
   * sign-in lands on the page they asked for.
   */
  prompt_offer: boolean;
}

export interface AreaOfInterest {
  id: number;
  name: string;
  /** The label shown; the name when empty. */
  display: string | null;
  category: string | null;
  sequence: number;
}

/** GET /area_of_interests/getting_started: the promotion's areas, how many to choose and the user's choice. */
export interface GettingStarted {
  data: AreaOfInterest[];
  min_choices: number;
  max_choices: number;
  area_of_interest: number[];
}

/** POST /user_interests: the areas now chosen. */
export interface SavedInterests {
  data: AreaOfInterest[];
  area_of_interest: number[];
}

/** POST /promotions/{id}/authenticate: the pilot password matched and the pilot cookie is set. */
export interface PilotAuthenticated {
  authenticated: true;
  promotion_id: number;
}

/** GET or POST /users/validate: the address is free (a taken one is a 422). */
export interface EmailAvailable {
  valid: true;
}

/** POST /users/forgot: the same answer whether or not the address has an account. */
export interface PasswordResetRequested {
  email_sent: true;
}

/** POST /users/verify_password_reset: whether the link's token may still reset a password. */
export interface PasswordResetCheck {
  allow: boolean;
}

/** PUT /users/password_reset: the password is changed; `email` prefills the sign-in form. */
export interface PasswordResetDone {
  reset: true;
  email: string;
}

/** POST /unsubscribe */
export interface Unsubscribed {
  unsubscribed: true;
}

/** A location registration offers: parent_id rebuilds the tree; only a leaf (is_leaf) is a place to register at. */
export interface RegistrationLocationChoice {
  id: number;
  name: string;
  parent_id: number | null;
  is_leaf: boolean;
}

/**
 * GET /promotions/{id}/registration_locations: every choice (page_size 0), the promotion's location labels (one per
 * level) and whether registration requires a location.
 */
export type RegistrationLocations = ListResponse<RegistrationLocationChoice, { location_labels: string[]; required: boolean }>;

