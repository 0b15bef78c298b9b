// Pushes that follow a duo event at once, when the promotion's flag is on (push_duo_invite, push_duo_paired) and
// push notifications are enabled for it. Called after commit by server/composition/fan-out/push.ts. In each receiver's
// language.
import 'server-only';
import { db } from '@/server/db';
import { readPromotionFlags, type PromotionFlagKey } from '@/lib/promotion-flags';
import { translatorFor } from '@/server/i18n/translator';
import { pushToUsers, type LocalizedPush } from './deliver';

async function flagOn(promotionId: number, flag: PromotionFlagKey): Promise<boolean> {
  const p = await db.promotion.findUnique({ where: { id: promotionId }, select: { flags: true } });
  if (!p) return false;
  const flags = readPromotionFlags(p.flags);
  return flags.send_push_notifications && flags[flag];
}

async function pushIf(promotionId: number, flag: PromotionFlagKey, userIds: number[], payload: LocalizedPush): Promise<void> {
  if (await flagOn(promotionId, flag)) await pushToUsers(promotionId, userIds, payload);
}

export function pushDuoInvite(e: { promotionId: number; receiverId: number; actorName: string }): Promise<void> {
  return pushIf(e.promotionId, 'push_duo_invite', [e.receiverId], (locale) => {
    const t = translatorFor(locale, 'push');
    return { title: t('duoInviteTitle'), message: t('duoInviteMessage', { name: e.actorName }), url: '/duos', tag: 'duos' };
  });
}

export function pushDuoPaired(e: { promotionId: number; userIds: readonly number[] }): Promise<void> {
  return pushIf(e.promotionId, 'push_duo_paired', [...e.userIds], (locale) => {
    const t = translatorFor(locale, 'push');
    return { title: t('duoPairedTitle'), message: t('duoPairedMessage'), url: '/duos', tag: 'duos' };
  });
}
