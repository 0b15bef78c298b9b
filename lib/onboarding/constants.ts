// Numbers and names of welcome, registration and onboarding.

/** A reset link works once and for this long (our choice; the issue asks for an expiring single-use link). */
export const RESET_TOKEN_TTL_HOURS = 2;
/** Forgot-password requests per account per hour before 429 (keeps the endpoint from mail-bombing someone). */
export const FORGOT_REQUESTS_PER_HOUR = 5;
/** The 'just registered' flag holds 12 hours after profile creation once the promotion has started. */
export const JUST_REGISTERED_HOURS = 12;
/** The flag is re-checked hourly; email uniqueness and password checks wait 1 s after typing. */
export const JUST_REGISTERED_RECHECK_MS = 60 * 60 * 1000;
export const EMAIL_CHECK_DELAY_MS = 1000;
export const PASSWORD_CHECK_DELAY_MS = 1000;
/** The unsubscribe page shows its loading indicator after 500 ms. */
export const UNSUBSCRIBE_LOADING_DELAY_MS = 500;

/** The eligibility label when the promotion has no content item category 'eligibility' key 'label'. */
export const DEFAULT_ELIGIBILITY_LABEL = 'Employee ID';
export const ELIGIBILITY_LABEL_CONTENT = { category: 'eligibility', key: 'label' } as const;
/** The evaluation whose registration questions the sign-up form asks; its name marks it. */
export const INITIAL_ASSESSMENT_NAME = 'Initial Assessment';

/** Pilot cookie: one per promotion, host-only, set by POST /api/promotions/{id}/authenticate. */
export const PILOT_COOKIE_PREFIX = 'pilot_';
export const PILOT_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const pilotCookieName = (promotionId: number) => `${PILOT_COOKIE_PREFIX}${promotionId}`;

/** can_register reasons: closed, full (max) or not launched without the pilot cookie. */
export const REGISTRATION_BLOCK_REASONS = ['closed', 'max', 'not_launched'] as const;
export type RegistrationBlockReason = (typeof REGISTRATION_BLOCK_REASONS)[number];

/**
 * Before launch a logged-out visitor reaches only welcome, pilot welcome, FAQs, terms,
 * privacy and opt-in participation unless the pilot cookie is set. Unsubscribe is added: a person must always be
 * able to stop emails.
 */
export const PRELAUNCH_PUBLIC_PREFIXES = [
  '/welcome', '/support/faqs', '/legal/terms', '/legal/privacy', '/opt_in_participation', '/unsubscribe',
] as const;

export function isPrelaunchPublicPath(pathname: string): boolean {
  return PRELAUNCH_PUBLIC_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
