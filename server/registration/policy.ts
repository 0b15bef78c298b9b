// May someone register now? Not when the promotion is closed or its maximum is reached, and not before launch
// unless a pilot password cookie exists. The facts (how many accounts, the pilot cookie) are read by ./availability.ts.
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { RegistrationBlockReason } from '@/lib/onboarding/constants';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';

export const DEFAULT_BLOCK_MESSAGES: Record<RegistrationBlockReason, string> = {
  closed: M.registrationClosed,
  max: M.registrationFull,
  not_launched: M.registrationNotLaunched,
};

export interface RegistrationFacts {
  /** Live accounts of the promotion (they count toward max_registrations). */
  registrations: number;
  /** The visitor holds the pilot password's cookie. */
  pilotAccess: boolean;
}

/** Why registration is blocked, or null. Checked in this order: closed, max, not launched. */
export function registrationBlockReason(promotion: ResolvedPromotion, facts: RegistrationFacts): RegistrationBlockReason | null {
  const { row, timeline } = promotion;
  if (row.is_closed || !timeline.is_registration_open || timeline.has_ended || timeline.is_disabled) return 'closed';
  if (row.max_registrations !== null && facts.registrations >= row.max_registrations) return 'max';
  if (!timeline.has_launched && !facts.pilotAccess) return 'not_launched';
  return null;
}
