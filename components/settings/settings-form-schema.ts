// The personal settings form's values and rules (participant-core.md §5): names required; if either password field is
// filled a password is required and must follow the organization's rules (its help message when it has a pattern);
// 'Passwords do not match.' once the retype is longer than 3 characters. The server checks all again.
import { z } from 'zod';
import { isValidEmail } from '@/lib/onboarding/schemas';
import { passwordProblems, type PasswordPolicy } from '@/lib/password-policy';
import { RETYPE_CHECK_AFTER } from '@/lib/settings/constants';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';
import type { SettingsInput } from '@/lib/settings/schemas';
import type { UserSettings } from '@/lib/settings/types';

export function settingsFormSchema(policy: PasswordPolicy) {
  return z
    .object({
      first_name: z.string().trim().min(1, M.firstNameRequired).max(60),
      last_name: z.string().trim().min(1, M.lastNameRequired).max(60),
      email: z.string().trim().refine(isValidEmail, M.invalidEmail),
      password: z.string(),
      password_confirmation: z.string(),
      current_password: z.string(),
      gender: z.string(),
      birthday: z.string(),
      phone: z.string().max(30),
      street: z.string().max(120),
      city: z.string().max(80),
      state: z.string(),
      zip: z.string().max(12),
      time_zone: z.string(),
      location_id: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!v.password && !v.password_confirmation) return;
      if (!v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: M.passwordRequired });
      else {
        const problems = passwordProblems(v.password, policy);
        if (problems.length) ctx.addIssue({ code: 'custom', path: ['password'], message: policy.password_help_message || problems[0]! });
      }
      // Shorter retypes are the server's to refuse on save (its 422 names the same message).
      if (v.password_confirmation.length > RETYPE_CHECK_AFTER && v.password && v.password_confirmation !== v.password) {
        ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: M.passwordsDoNotMatch });
      }
    });
}

export type SettingsFormValues = z.infer<ReturnType<typeof settingsFormSchema>>;

export function toFormValues(s: UserSettings): SettingsFormValues {
  const p = s.profile;
  return {
    first_name: p.first_name, last_name: p.last_name, email: s.email, password: '', password_confirmation: '', current_password: '',
    gender: p.gender ?? '', birthday: p.birthday ?? '', phone: p.phone ?? '', street: p.address?.street ?? '', city: p.address?.city ?? '',
    state: p.address?.state ?? '', zip: p.address?.zip ?? '', time_zone: p.time_zone ?? '', location_id: s.location_id ? String(s.location_id) : '',
  };
}

/** What the form sends: the fields the promotion displays, the email only when changed, the password only when set. */
export function toSettingsInput(v: SettingsFormValues, s: UserSettings): SettingsInput {
  const input: SettingsInput = { profile: { first_name: v.first_name, last_name: v.last_name } };
  const email = v.email.trim().toLowerCase();
  if (email !== s.email) input.email = email;
  if (v.password || v.password_confirmation) {
    input.password = v.password;
    input.password_confirmation = v.password_confirmation;
  }
  if ((input.email || input.password) && v.current_password) input.current_password = v.current_password;
  const profile = input.profile!;
  if (s.fields.gender) profile.gender = (v.gender || null) as NonNullable<SettingsInput['profile']>['gender'];
  if (s.fields.birthday) profile.birthday = v.birthday || null;
  if (s.fields.phone) profile.phone = v.phone || null;
  if (s.fields.address) profile.address = { street: v.street || null, city: v.city || null, state: v.state || null, zip: v.zip || null };
  if (s.fields.time_zone) profile.time_zone = v.time_zone || null;
  if (s.fields.location) input.location_id = v.location_id ? Number(v.location_id) : null;
  return input;
}
