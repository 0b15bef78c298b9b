// Request shapes of welcome, registration and onboarding, shared by the UI (forms) and the API (which checks
// again). Rules that need the database (email taken, eligibility, location) are the server's alone.
import { z } from 'zod';
import { passwordProblems, type PasswordPolicy, type PatternTest } from '@/lib/password-policy';
import { idSchema } from '@/lib/schemas';
import { isTimeZone } from '@/lib/i18n/format';
import { ONBOARDING_MESSAGES as M } from './messages';
import { isValidEmail } from './email';

export { EMAIL_PATTERN, isValidEmail } from './email';

/** Stored and compared lower-case: uniqueness is case-insensitive (users_email_lowercase_check). */
export const emailField = z
  .string({ message: M.invalidEmail })
  .trim()
  .toLowerCase()
  .refine(isValidEmail, M.invalidEmail);

export const pilotPasswordBodySchema = z.object({
  password: z.string({ message: M.incorrectPilotPassword }).min(1, M.incorrectPilotPassword).max(200, M.incorrectPilotPassword),
});

export const forgotPasswordBodySchema = z.object({ email: emailField });

const resetToken = z.string({ message: M.cannotVerifyResetToken }).trim().min(1, M.cannotVerifyResetToken).max(200, M.cannotVerifyResetToken);

/** POST /users/verify_password_reset and the token part of PUT /users/password_reset ('thing' is the spec's name). */
export const verifyResetBodySchema = z.object({ thing: resetToken });

export const passwordResetBodySchema = z.object({
  thing: resetToken,
  password: z.string({ message: M.passwordRequired }).min(1, M.passwordRequired).max(200),
  password_confirmation: z.string().max(200).optional(),
});

/** GET/POST /users/validate: only the email is checked (for uniqueness). */
export const validateFieldSchema = z.object({
  field: z.literal('email', { message: M.unsupportedValidateField }),
  value: emailField,
});

export const unsubscribeBodySchema = z.object({
  email: emailField,
  promotion_id: idSchema('promotion_id', M.promotionNotFound).optional(),
});

/** POST /unsubscribe: the email, the promotion and the signed token of the email's link. */
export const signedUnsubscribeSchema = unsubscribeBodySchema.extend({
  token: z.string().max(200).optional(),
});

/**
 * The identifier's "required" message carries the promotion's label, so emptiness is checked by the server. The record's
 * names come back only with a proof beyond the identifier: the email on file or the last name (server/eligibility/serialize.ts).
 */
export const eligibilityValidateSchema = z.object({
  identifier: z.string().trim().max(100).optional().default(''),
  promotion_id: idSchema('promotion_id').optional(),
  email: z.string().trim().max(254).optional(),
  last_name: z.string().trim().max(100).optional(),
});

export const userInterestsBodySchema = z.object({
  area_of_interest: z
    .array(idSchema('area_of_interest', M.couldNotSaveInterests), { message: M.couldNotSaveInterests })
    .max(100, M.couldNotSaveInterests),
});

function isRealDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}


const answerValue = z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]);
const answersMap = z.record(z.string().max(100), answerValue);

/**
 * Registration answers to the Initial Assessment. Accepts { answers: {name: value} } (the Evaluation shape:
 * answers keyed by question name) or the bare map {name: value}.
 */
export const registrationEvaluationSchema = z.preprocess(
  (value) => (value && typeof value === 'object' && 'answers' in value && typeof (value as { answers: unknown }).answers === 'object' ? (value as { answers: unknown }).answers : value),
  answersMap,
);

export const registrationProfileSchema = z.object(
  {
    first_name: z.string({ message: M.firstNameRequired }).trim().min(1, M.firstNameRequired).max(60),
    last_name: z.string({ message: M.lastNameRequired }).trim().min(1, M.lastNameRequired).max(60),
    gender: z.string().trim().max(30).nullish(),
    birthday: z.string().trim().refine(isRealDate, M.invalidBirthday).nullish(),
    phone: z.string().trim().max(30).nullish(),
    address: z.union([z.string().trim().max(500), z.record(z.string().max(50), z.string().max(200).nullable())]).nullish(),
    time_zone: z.string().trim().refine(isTimeZone, M.invalidTimeZone).nullish(),
  },
  { message: M.firstNameRequired },
);

/**
 * POST /users: email, profile, password, eligibility, location, opt-in, evaluation. Unknown keys (parentLocation…)
 * are dropped.
 */
export const registrationBodySchema = z.object({
  email: emailField,
  email_confirmation: z.string({ message: M.emailsDoNotMatch }).trim().toLowerCase(),
  password: z.string({ message: M.passwordRequired }).min(1, M.passwordRequired).max(200),
  password_confirmation: z.string({ message: M.passwordsDoNotMatch }).max(200),
  profile: registrationProfileSchema,
  eligibility_id: idSchema('eligibility_id').nullish(),
  eligibility_identifier: z.string().trim().max(100).nullish(),
  location_id: idSchema('location_id', M.invalidLocation).nullish(),
  opted_in_individual_leaderboard: z.boolean().optional(),
  evaluation: registrationEvaluationSchema.nullish(),
});

export type RegistrationInput = z.infer<typeof registrationBodySchema>;

/** The cross-field rules both sides check: matching email, the organization's password rules, matching password. */
export function registrationProblems(
  input: { email: string; email_confirmation: string; password: string; password_confirmation: string },
  policy: PasswordPolicy,
  /** The server passes its linear-time engine (server/security/password-pattern.ts). */
  testPattern?: PatternTest,
): string[] {
  const problems: string[] = [];
  if (input.email.trim().toLowerCase() !== input.email_confirmation.trim().toLowerCase()) problems.push(M.emailsDoNotMatch);
  problems.push(...passwordProblems(input.password, policy, testPattern));
  if (input.password !== input.password_confirmation) problems.push(M.passwordsDoNotMatch);
  return problems;
}

/** GET /get_user_from_reset_token/{token}. */
export const resetTokenParamSchema = z.object({ token: z.string().min(1).max(200) });

/** GET/POST /unsubscribe/one-click?email=&token= (the List-Unsubscribe link). */
export const oneClickUnsubscribeQuerySchema = z.object({ email: z.string().trim().toLowerCase().max(254), token: z.string().max(200) });
