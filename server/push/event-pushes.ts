// Pushes that follow a duo event at once, when the promotion's flag is on (push_duo_invite, push_duo_paired) and
// push notifications are enabled for it. Called after commit by server/composition/fan-out/push.ts.
import 'server-only';
import { db } from '@/server/db';
import { readPromotionFlags, type PromotionFlagKey } from '@/lib/promotion-flags';
import { pushToUsers, type PushPayload } from './deliver';

async function flagOn(promotionId: number, flag: PromotionFlagKey): Promise<boolean> {
  const p = await db.promotion.findUnique({ where: { id: promotionId }, select: { flags: true } });
  if (!p) return false;
  const flags = readPromotionFlags(p.flags);
  return flags.send_push_notifications && flags[flag];
}

async function pushIf(promotionId: number, flag: PromotionFlagKey, userIds: number[], payload: PushPayload): Promise<void> {
  if (await flagOn(promotionId, flag)) await pushToUsers(promotionId, userIds, payload);
}

export function pushDuoInvite(e: { promotionId: number; receiverId: number; actorName: string }): Promise<void> {
  return pushIf(e.promotionId, 'push_duo_invite', [e.receiverId], { title: 'Duo invitation', message: `${e.actorName} invited you to a duo.`, url: '/duos', tag: 'duos' });
}

export function pushDuoPaired(e: { promotionId: number; userIds: readonly number[] }): Promise<void> {
  return pushIf(e.promotionId, 'push_duo_paired', [...e.userIds], { title: 'You have a duo partner', message: 'You were paired for a duo. Say hello and get started!', url: '/duos', tag: 'duos' });
}
