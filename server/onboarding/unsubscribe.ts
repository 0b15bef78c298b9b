// POST /unsubscribe {email, promotion_id, token} (social-engagement.md §2 "/unsubscribe?email", §7): every email
// subscription of that person in that promotion goes off — booleans false, email_daily/email_duo 0 and
// email_unsubscribe_all true, as the CHECK email_subscriptions_unsubscribe_all_check requires together.
// Only the recipient may do it: the link in their email carries a signed token for that address on this host
// (server/mail/unsubscribe-links.ts), or they are signed in here as that address. An email address alone is
// not enough (anyone could unsubscribe anyone).
import { z } from 'zod';
import { db } from '@/server/db';
import { AppError } from '@/server/http/errors';
import { isValidUnsubscribeToken } from '@/server/mail/unsubscribe-links';
import { unsubscribeBodySchema } from '@/lib/onboarding/schemas';
import type { AccountScope } from './input';

export const ALL_SUBSCRIPTIONS_OFF = {
  email_friend_requests: false,
  email_wall_posts: false,
  email_team: false,
  email_gallery: false,
  email_badges: false,
  email_daily: 0,
  email_duo: 0,
  email_unsubscribe_all: true,
} as const;

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. Use the link in your email, or change your email preferences after logging in.';

export const signedUnsubscribeSchema = unsubscribeBodySchema.extend({
  token: z.string().max(200).optional(),
});

/** May this request unsubscribe `email` on this host: a valid token, or the signed-in owner of the address. */
export function assertMayUnsubscribe(scope: AccountScope, email: string, token: string | undefined, user: { email: string; promotion_id: number | null } | null): void {
  if (isValidUnsubscribeToken(scope.promotionId, email, token)) return;
  if (user && user.promotion_id === scope.promotionId && user.email === email.trim().toLowerCase()) return;
  throw new AppError(403, INVALID_UNSUBSCRIBE_LINK);
}

/**
 * Always answers {unsubscribed: true} once allowed: an unknown address gets the same answer as a known one, so the
 * public page cannot be used to learn who takes part. The row is created when the person never had one.
 */
export async function unsubscribeEverything(scope: AccountScope, email: string): Promise<{ unsubscribed: true }> {
  const account = await db.user.findFirst({ where: { promotion_id: scope.promotionId, email, deleted_at: null }, select: { id: true } });
  if (account) {
    await db.emailSubscription.upsert({
      where: { user_id: account.id },
      update: ALL_SUBSCRIPTIONS_OFF,
      create: { user_id: account.id, promotion_id: scope.promotionId, ...ALL_SUBSCRIPTIONS_OFF },
    });
  }
  return { unsubscribed: true };
}
