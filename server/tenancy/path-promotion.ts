// Public `/promotions/{id}/…` calls (can_register, authenticate, registration_questions, check_eligibility) name a
// promotion in the path ({id} or 'current'); it must be the host's.
import { NotFound } from '@/server/platform/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';

/** The host's promotion, which must be the one the path names; another promotion's id is a 404, never a leak. */
export function promotionOfPath(promotion: ResolvedPromotion | null, id: number | 'current'): ResolvedPromotion {
  if (!promotion || (id !== 'current' && id !== promotion.id)) throw new NotFound(M.promotionNotFound);
  return promotion;
}
