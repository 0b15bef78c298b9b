// POST /unsubscribe's body: the email, the promotion and the signed token of the email's link.
import { z } from 'zod';
import { unsubscribeBodySchema } from '@/lib/onboarding/schemas';

export const signedUnsubscribeSchema = unsubscribeBodySchema.extend({
  token: z.string().max(200).optional(),
});
