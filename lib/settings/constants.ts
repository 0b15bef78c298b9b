// Numbers of the settings screens and of My data.

/** Email uniqueness is checked 1 s after the last keystroke (participant-core.md §9 "email uniqueness check 1000 ms"). */
export const EMAIL_CHECK_DELAY_MS = 1000;
/** 'Passwords do not match.' shows once the retyped password is longer than 3 characters (participant-core.md §5). */
export const RETYPE_CHECK_AFTER = 3;
/** 'Saved!' shows for 3 s (participant-core.md §8). */
export const SAVED_MESSAGE_MS = 3000;

/** An export may be downloaded for 48 hours after it is ready; then it is refused and pruned. */
export const EXPORT_TTL_HOURS = 48;
/** At most one new export per user in this many minutes (each one reads everything about the user). */
export const EXPORT_COOLDOWN_MINUTES = 2;
/**
 * Up to this many rows about the user, the export is built inside the request (well under a second); above it, a job
 * builds it and the screen shows its progress.
 */
export const EXPORT_INLINE_ROW_LIMIT = 5000;
/** How often the Privacy tab asks for a running export's progress. */
export const EXPORT_POLL_MS = 1500;
/** What the person types to confirm the deletion, beside their password. */
export const DELETE_CONFIRM_WORD = 'DELETE';

/** Genders offered when the promotion displays the field. */
export const GENDERS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'] as const;

/** Address states: the 50 states and DC (participant-core.md §9 "A 50-state plus DC list is used for addresses"). */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD',
  'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
