// Who may unsubscribe an address (POST /unsubscribe {email, promotion_id}): only the recipient. The link in
// their email carries a signed token for that address on this host (server/mail/unsubscribe-links.ts), or they are
// signed in here as that address. An email address alone is not enough (anyone could unsubscribe anyone).
import { Forbidden } from '@/server/platform/errors';
import { isValidUnsubscribeToken } from '@/server/mail/unsubscribe-links';
import type { AccountScope } from '@/server/tenancy/account-scope';

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. Use the link in your email, or change your email preferences after logging in.';

/** May this request unsubscribe `email` on this host: a valid token, or the signed-in owner of the address. */
export function assertMayUnsubscribe(scope: AccountScope, email: string, token: string | undefined, user: { email: string; promotion_id: number | null } | null): void {
  if (isValidUnsubscribeToken(scope.promotionId, email, token)) return;
  if (user && user.promotion_id === scope.promotionId && user.email === email.trim().toLowerCase()) return;
  throw new Forbidden(INVALID_UNSUBSCRIBE_LINK);
}
