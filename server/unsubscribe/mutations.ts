// POST /unsubscribe {email, promotion_id, token}, from the /unsubscribe?email page: every email
// subscription of that person in that promotion goes off — booleans false, email_daily/email_duo 0 and
// email_unsubscribe_all true, as the CHECK email_subscriptions_unsubscribe_all_check requires together. Who may do
// it: ./policy.ts.
import { db } from '@/server/db';
import type { AccountScope } from '@/server/tenancy/account-scope';
import type { Unsubscribed } from '@/lib/onboarding/types';
import { ALL_OFF } from '@/lib/subscriptions/rules';

/**
 * Always answers {unsubscribed: true} once allowed: an unknown address gets the same answer as a known one, so the
 * public page cannot be used to learn who takes part. The row is created when the person never had one.
 */
export async function unsubscribeEverything(scope: AccountScope, email: string): Promise<Unsubscribed> {
  const account = await db.user.findFirst({ where: { promotion_id: scope.promotionId, email, deleted_at: null }, select: { id: true } });
  if (account) {
    await db.emailSubscription.upsert({
      where: { user_id: account.id },
      update: ALL_OFF,
      create: { user_id: account.id, promotion_id: scope.promotionId, ...ALL_OFF },
    });
  }
  return { unsubscribed: true };
}
