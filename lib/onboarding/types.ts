// The JSON of welcome, registration and onboarding (docs/onboarding.md): one contract for the server
// (server/registration, server/eligibility, server/onboarding return these types) and the client
// (lib/query/onboarding.ts).
import type { RegistrationBlockReason } from './constants';

/** GET /promotions/{id}/can_register */
export interface CanRegister {
  can_register: boolean;
  reason: RegistrationBlockReason | null;
  message: string | null;
}

/**
 * POST /eligibilities/validate, GET /promotions/{id}/users/check_eligibility/{identifier}: that the identifier is
 * valid, and what registration needs from the matched record: its id and identifier to claim it, the name to prefill
 * the form. Never the record's email: the coordinator's list is not the public's to read.
 */
export interface EligibilityRecord {
  valid: true;
  id: number;
  identifier: string;
  first_name: string | null;
  last_name: string | null;
}

/** GET /users/me/onboarding. The flags are saved through PUT /users/me {flags}. */
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
