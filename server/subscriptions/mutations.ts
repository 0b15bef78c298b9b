// Saving email preferences with the unsubscribe-all rule (lib/subscriptions/rules.ts): the server applies it too, so
// a client that sends "unsubscribe all" beside a switch left on still stores a row the CHECK accepts.
import { db } from '@/server/db';
import { applySubscriptionChange, DEFAULT_SUBSCRIPTION } from '@/lib/subscriptions/rules';
import type { SubscriptionValues } from '@/lib/subscriptions/types';
import { subscriptionSelect, valuesOf, type StoredSubscription } from './queries';
import type { SubscriptionOwner } from './owner';

/**
 * Applies `change` to the owner's preferences and answers the saved row. The read and the write are one transaction
 * with the row locked (an upsert first makes sure there is one to lock), so two saves at once do not lose either.
 */
export async function updateSubscription(owner: SubscriptionOwner, change: Partial<SubscriptionValues>): Promise<StoredSubscription> {
  return db.$transaction(async (tx) => {
    // Takes the row lock (ON CONFLICT DO UPDATE locks the existing row) and creates the defaults row when missing.
    const current = await tx.emailSubscription.upsert({
      where: { user_id: owner.id },
      create: { user_id: owner.id, promotion_id: owner.promotion_id, ...DEFAULT_SUBSCRIPTION },
      update: { updated_at: new Date() },
      select: subscriptionSelect,
    });
    const next = applySubscriptionChange(valuesOf(current), change);
    const saved = await tx.emailSubscription.update({ where: { user_id: owner.id }, data: next, select: subscriptionSelect });
    return { userId: owner.id, values: valuesOf(saved), updatedAt: saved.updated_at };
  });
}
