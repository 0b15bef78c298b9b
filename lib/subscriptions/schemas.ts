// PUT /api/users/{id}/subscription's body: any of the preferences; the five switches and unsubscribe-all are booleans,
// daily and duo 0 or 1. Unknown fields are refused, so a typo is a 422 rather than silently ignored.
import { z } from 'zod';
import { SUBSCRIPTION_MESSAGES } from './messages';

const flag = z.boolean({ message: SUBSCRIPTION_MESSAGES.switchInvalid });
const level = z.union([z.literal(0), z.literal(1)], { message: SUBSCRIPTION_MESSAGES.levelInvalid });

export const subscriptionChangeSchema = z
  .strictObject({
    email_friend_requests: flag.optional(),
    email_wall_posts: flag.optional(),
    email_team: flag.optional(),
    email_gallery: flag.optional(),
    email_badges: flag.optional(),
    email_daily: level.optional(),
    email_duo: level.optional(),
    email_unsubscribe_all: flag.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), SUBSCRIPTION_MESSAGES.noFields);

export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

/** The screen's form: every preference, daily and duo as on/off switches. */
export const subscriptionFormSchema = z.object({
  email_friend_requests: z.boolean(),
  email_wall_posts: z.boolean(),
  email_team: z.boolean(),
  email_gallery: z.boolean(),
  email_badges: z.boolean(),
  email_daily: z.boolean(),
  email_duo: z.boolean(),
  email_unsubscribe_all: z.boolean(),
});

export type SubscriptionFormValues = z.infer<typeof subscriptionFormSchema>;
