import { z } from 'zod';
import { idSchema } from '@/lib/schemas';
import { userFlagsPatchSchema } from '@/lib/user-flags';

export const userIdParamSchema = z.object({
  id: z.union([z.literal('me'), idSchema('User id')]),
});

export const authenticateBodySchema = z.object({
  email: z.string({ message: 'Email is required.' }).trim().min(1, 'Email is required.').max(254),
  password: z.string({ message: 'Password is required.' }).min(1, 'Password is required.').max(200),
  stay_logged_in: z.boolean().optional().default(false),
});

export const updateUserBodySchema = z
  .object({
    flags: userFlagsPatchSchema.optional(),
    opted_in_individual_leaderboard: z.boolean().optional(),
    opted_in_friends_leaderboard: z.boolean().optional(),
    profile: z
      .object({
        first_name: z.string().trim().min(1, 'First name is required.').max(60).optional(),
        last_name: z.string().trim().min(1, 'Last name is required.').max(60).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
