// PUT /api/users/{id}/settings: the personal settings form, shared by the form and the API (which checks again, with
// the rules that need the database: email taken, location of the promotion, current password, the organization's
// password rules). Every field is optional: the form sends what it shows.
import { z } from 'zod';
import { idSchema } from '@/lib/schemas';
import { emailField } from '@/lib/onboarding/schemas';
import { ROLES } from '@/lib/roles';
import { LOCALES } from '@/lib/i18n/locales';
import { isTimeZone as isKnownTimeZone } from '@/lib/i18n/format';
import { GENDERS, DELETE_CONFIRM_WORD } from './constants';
import { SETTINGS_MESSAGES as M } from './messages';

const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

/** A day that exists: Date.parse would roll 1990-02-31 over to March 3, and that is the day that would be saved. */
function isRealDay(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A calendar date YYYY-MM-DD in the past, not before 1900. */
const birthday = z
  .string({ message: M.invalidBirthday })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDay(v) && v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10)), M.invalidBirthday);

const timeZone = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isTimeZone(v), M.invalidTimeZone);

/** A known IANA zone of at most 64 characters (lib/i18n/format.ts reads the runtime's zones). */
export function isTimeZone(value: string): boolean {
  return value.length <= 64 && isKnownTimeZone(value);
}

export const addressSchema = z
  .object({
    street: optionalText(120),
    city: optionalText(80),
    state: optionalText(40),
    zip: optionalText(12),
  })
  .strict();

export const settingsProfileSchema = z
  .object({
    first_name: z.string({ message: M.firstNameRequired }).trim().min(1, M.firstNameRequired).max(60),
    last_name: z.string({ message: M.lastNameRequired }).trim().min(1, M.lastNameRequired).max(60),
    gender: z.enum(GENDERS).nullish(),
    birthday,
    phone: optionalText(30).refine((v) => v === null || /^[+()\d\s.-]{7,30}$/.test(v), M.invalidPhone),
    address: addressSchema.nullish(),
    time_zone: timeZone,
    /** The uploaded photo's URL (POST /api/files/upload answered it); null removes the photo. */
    image_url: z.string().trim().max(500).nullish(),
  })
  .partial()
  .strict();

export const settingsBodySchema = z
  .object({
    email: emailField.optional(),
    password: z.string().max(200).optional(),
    password_confirmation: z.string().max(200).optional(),
    /** Needed to change one's own email or password (ours: a session left open must not hand the account over). */
    current_password: z.string().max(200).optional(),
    location_id: idSchema('location_id', M.invalidLocation).nullish(),
    profile: settingsProfileSchema.optional(),
    /** Account & Role (a Master, on another account). */
    role: z.enum(ROLES).optional(),
    /** The language of every screen, email and PDF; null: automatic (the promotion's, then the browser's). */
    locale: z.enum(LOCALES).nullable().optional(),
  })
  .strict();

export type SettingsInput = z.infer<typeof settingsBodySchema>;

/**
 * The password rules the form and the API share (participant-core.md §5): if either field is filled a password is
 * required; the two must match. The organization's pattern is checked with passwordProblems beside this.
 */
export function passwordPairProblems(password: string | undefined, confirmation: string | undefined): string[] {
  const p = password ?? '';
  const c = confirmation ?? '';
  if (!p && !c) return [];
  if (!p) return [M.passwordRequired];
  if (p !== c) return [M.passwordsDoNotMatch];
  return [];
}

export const accountDeletionBodySchema = z.object({
  password: z.string({ message: M.deletePasswordRequired }).min(1, M.deletePasswordRequired).max(200),
  confirm: z.literal(DELETE_CONFIRM_WORD, { message: M.deleteConfirmRequired }),
});

export const exportIdParamSchema = z.object({
  exportId: z.string().regex(/^[A-Za-z0-9_-]{22}$/, M.exportNotFound),
});
