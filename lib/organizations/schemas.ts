// The organization form (administration.md §3 "Organization", §5 "Organization password rules", §9 "New organization
// defaults"): one zod schema for the screen and the API, so both say the same thing about the same field.
import { z } from 'zod';
import { DEFAULT_PASSWORD_POLICY } from '@/lib/password-policy';
import { ORGANIZATION_MESSAGES as M } from './messages';
import { MIN_PRIVACY_FLOOR } from '@/lib/privacy/constants';

/** Longest password any organization may allow; a rule's count never exceeds it. */
export const PASSWORD_LENGTH_CAP = 128;
/** A password rule's count; its messages name the rule (ORGANIZATION_MESSAGES.minLengthNumber, …). */
const count = (rule: 'minLength' | 'maxLength' | 'minLetters' | 'minNumbers' | 'minSymbols', min: number) =>
  z.coerce.number({ message: M[`${rule}Number`] }).int(M[`${rule}Whole`])
    .min(min, M[`${rule}AtLeast`](min)).max(PASSWORD_LENGTH_CAP, M[`${rule}AtMost`](PASSWORD_LENGTH_CAP));
const optionalText = (max: number) => z.string().trim().max(max, M.textTooLong(max)).nullish()
  .transform((v) => (v ? v : null));
const optionalUrl = z.string().trim().max(500).nullish().transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), M.urlInvalid);

/** Does this pattern compile as a JavaScript regular expression (how lib/password-policy.ts applies it)? */
export function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

const organizationFields = {
  name: z.string({ message: M.nameRequired }).trim().min(1, M.nameRequired).max(120, M.nameTooLong),
  reseller_id: z.coerce.number().int().positive().max(2_147_483_647).nullish().transform((v) => v ?? null),
  password_min_length: count('minLength', 1),
  password_max_length: count('maxLength', 1),
  password_min_letters: count('minLetters', 0),
  password_min_numbers: count('minNumbers', 0),
  password_min_symbols: count('minSymbols', 0),
  password_regular_expression_string: optionalText(500).refine((v) => v === null || isValidPattern(v), M.regexInvalid),
  password_help_message: optionalText(500),
  flags: z.object({ enable_account_lockouts: z.boolean(), allow_autocomplete: z.boolean() }).strict(),
  is_sso_enabled: z.boolean(),
  sso_label: optionalText(60),
  sso_login_url: optionalUrl,
  sso_redirect: optionalUrl,
  is_staywell: z.boolean().default(false),
  // Employee privacy (docs/privacy.md): omitted, the stored value stays (a new organization takes 5 and 365).
  privacy_floor: z.coerce.number({ message: M.privacyFloorNumber }).int(M.privacyFloorWhole)
    .min(MIN_PRIVACY_FLOOR, M.privacyFloorAtLeast(MIN_PRIVACY_FLOOR)).max(100, M.privacyFloorAtMost).optional(),
  retention_days: z.coerce.number({ message: M.retentionNumber }).int(M.retentionWhole)
    .min(1, M.retentionAtLeast).max(3650, M.retentionAtMost).optional(),
};

function checkPasswordCounts(o: { password_min_length: number; password_max_length: number; password_min_letters: number; password_min_numbers: number; password_min_symbols: number }, ctx: z.RefinementCtx): void {
  if (o.password_max_length < o.password_min_length) ctx.addIssue({ code: 'custom', path: ['password_max_length'], message: M.lengthOrder });
  if (o.password_min_letters + o.password_min_numbers + o.password_min_symbols > o.password_max_length) {
    ctx.addIssue({ code: 'custom', path: ['password_min_symbols'], message: M.countsTooLong });
  }
}

/** The edit form and PUT: every field is stated. */
export const organizationInputSchema = z.object(organizationFields).strict().superRefine(checkPasswordCounts);
export type OrganizationInput = z.input<typeof organizationInputSchema>;
export type OrganizationValues = z.output<typeof organizationInputSchema>;

/** What a new organization's form starts with (§9: length 8 to 20, a letter, a number, a symbol, lockouts on). */
export const NEW_ORGANIZATION_DEFAULTS: OrganizationValues = {
  name: '',
  reseller_id: null,
  ...DEFAULT_PASSWORD_POLICY,
  flags: { enable_account_lockouts: true, allow_autocomplete: false },
  is_sso_enabled: false,
  sso_label: null,
  sso_login_url: null,
  sso_redirect: null,
  is_staywell: false,
  privacy_floor: 5,
  retention_days: 365,
};

/**
 * POST: a client may send only {name, reseller_id}; what it omits takes the new-organization defaults (length 8 to
 * 20, a letter, a number, a symbol, lockouts on), the same values the form starts with.
 */
const d = NEW_ORGANIZATION_DEFAULTS;
export const organizationCreateSchema = z.object({
  ...organizationFields,
  password_min_length: organizationFields.password_min_length.default(d.password_min_length),
  password_max_length: organizationFields.password_max_length.default(d.password_max_length),
  password_min_letters: organizationFields.password_min_letters.default(d.password_min_letters),
  password_min_numbers: organizationFields.password_min_numbers.default(d.password_min_numbers),
  password_min_symbols: organizationFields.password_min_symbols.default(d.password_min_symbols),
  flags: z.object({
    enable_account_lockouts: z.boolean().default(d.flags.enable_account_lockouts),
    allow_autocomplete: z.boolean().default(d.flags.allow_autocomplete),
  }).strict().default(d.flags),
  is_sso_enabled: organizationFields.is_sso_enabled.default(d.is_sso_enabled),
}).strict().superRefine(checkPasswordCounts);

export const organizationListQuerySchema = z.object({
  reseller_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().positive().max(100_000).optional(),
  page_size: z.coerce.number().int().min(0).max(200).optional(),
}).strict();
