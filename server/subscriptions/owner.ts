// Whose email preferences a request reaches (GET/PUT /api/users/{id}/subscription): one's own ('me' or one's id);
// another account's only a Master's (users.manage_others, as for the rest of another user's settings). Anyone else
// asking for another id gets the same 404 as for an id that does not exist, so the route tells no one who exists.
import { db } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import { mayEditUserSettings } from '@/server/auth/abilities';
import type { Actor } from '@/server/auth/actor';
import { SUBSCRIPTION_MESSAGES } from '@/lib/subscriptions/messages';

export interface SubscriptionOwner {
  id: number;
  promotion_id: number | null;
}

export async function resolveSubscriptionOwner(actor: Actor, id: number | 'me'): Promise<SubscriptionOwner> {
  if (id === 'me' || id === actor.id) return { id: actor.id, promotion_id: actor.promotion_id };
  if (!mayEditUserSettings(actor, id)) throw new NotFound(SUBSCRIPTION_MESSAGES.userNotFound);
  const target = await db.user.findFirst({ where: { id, deleted_at: null }, select: { id: true, promotion_id: true } });
  if (!target) throw new NotFound(SUBSCRIPTION_MESSAGES.userNotFound);
  return target;
}
