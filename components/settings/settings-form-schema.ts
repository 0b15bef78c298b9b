// The personal settings form's values and rules (participant-core.md §5): names required; if either password field is
// filled a password is required and must follow the organization's rules (its help message when it has a pattern);
// 'Passwords do not match.' once the retype is longer than 3 characters. The server checks all again. The form loads
// this module with its first check (personal-settings-form.tsx).
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { isValidEmail } from '@/lib/onboarding/email';
import { passwordProblems, type PasswordPolicy } from '@/lib/password-policy';
import { RETYPE_CHECK_AFTER } from '@/lib/settings/constants';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';
import type { SettingsFormValues } from './settings-form-values';

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


/** The form's resolver (the schema's output is the form's values, which settings-form-values.ts spells out). */
export function settingsFormResolver(policy: PasswordPolicy): Resolver<SettingsFormValues> {
  return zodResolver(settingsFormSchema(policy));
}
