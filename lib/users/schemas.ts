// Inputs of the user calls: the /users/{id} param, sign-in and "save settings and flags".
import { z } from 'zod';
import { idSchema } from '@/lib/schemas';
import { userFlagsPatchSchema } from '@/lib/user-flags';
import { settingsBodySchema } from '@/lib/settings/schemas';
import { SETTINGS_MESSAGES } from '@/lib/settings/messages';
import { MESSAGES } from '@/lib/messages';

export const userIdParamSchema = z.object({
  id: z.union([z.literal('me'), idSchema('User id')]),
});

export const authenticateBodySchema = z.object({
  email: z.string({ message: MESSAGES.emailRequired }).trim().min(1, MESSAGES.emailRequired).max(254),
  password: z.string({ message: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(200),
  stay_logged_in: z.boolean().optional().default(false),
});

const { email, password, password_confirmation, current_password } = settingsBodySchema.shape;
/**
 * PUT /users/{id} "save settings and flags": flags, leaderboard opt-ins, names, and the settings' email and password
 * (handed to the settings service, with its current-password and session rules).
 */
export const updateUserBodySchema = z
  .object({
    email, password, password_confirmation, current_password,
    flags: userFlagsPatchSchema.optional(),
    opted_in_individual_leaderboard: z.boolean().optional(),
    opted_in_friends_leaderboard: z.boolean().optional(),
    profile: z
      .object({
        first_name: z.string().trim().min(1, SETTINGS_MESSAGES.firstNameRequired).max(60).optional(),
        last_name: z.string().trim().min(1, SETTINGS_MESSAGES.lastNameRequired).max(60).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** PUT /users/{id}/profiles/{profileId}: the profile photo (null removes it). */
export const userProfileParamSchema = z.object({ id: z.union([z.literal('me'), idSchema('User id')]), profileId: idSchema('Profile id') });
export const profilePhotoBodySchema = z.object({ image: z.string().trim().max(500).nullable() }).strict();
