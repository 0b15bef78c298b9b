// Generic request shapes shared by every feature, the route handlers and the client.
import { z } from 'zod';
import { ONBOARDING_MESSAGES } from '@/lib/onboarding/messages';

/** `/promotions/{id}/…` param: a number or 'current'. */
export const promotionIdParamSchema = z.object({
  id: z.union([z.literal('current'), z.coerce.number().int().positive()], { message: ONBOARDING_MESSAGES.promotionNotFound }),
});
