// Whose accounts a public account call (forgot, reset, validate, unsubscribe) looks at.
import { NotFound } from '@/server/platform/errors';
import type { HostContext, ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@/lib/password-policy';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';

/**
 * Whose accounts a public account call (forgot, reset, validate, unsubscribe) looks at: the host promotion's
 * participants, or on the dashboard host the cross-promotion accounts (promotion_id null). Unknown hosts are 404.
 */
export interface AccountScope {
  promotionId: number | null;
  promotion: ResolvedPromotion | null;
  passwordPolicy: PasswordPolicy;
}

export function accountScope(host: HostContext): AccountScope {
  if (host.isDashboard) return { promotionId: null, promotion: null, passwordPolicy: DEFAULT_PASSWORD_POLICY };
  if (!host.promotion) throw new NotFound(M.promotionNotFound);
  return { promotionId: host.promotion.id, promotion: host.promotion, passwordPolicy: host.promotion.passwordPolicy };
}
