// Badge awarding: other features call awardBadgesFor inside the transaction of the event that counts towards a
// badge (a reflection created, a duo completed…), with the transaction's event recorder: each badge earned is
// recorded as 'badge.earned', and what follows it (the realtime notification, push) runs after the commit
// (server/composition/after-commit.ts).
//
//   await withDomainEvents(async (tx, events) => {
//     await tx.post.create(...);
//     await awardBadgesFor(tx, { userId, promotionId, category: 'reflection_created' }, events);
//   });
//
// Idempotent: it counts the user's events of the category and inserts the user_badges whose goal is reached,
// ON CONFLICT DO NOTHING on (user_id, badge_id), so a badge is earned once even under concurrent events, and only
// the transaction that inserted the row creates its notification. Badges are never taken back: an event undone
// later (an activity unlogged, a reflection deleted) leaves the badges it helped earn.
import type { Tx } from '@/server/db';
import { withDomainEvents, type DomainEventMap, type EventRecorder } from '@/server/events';
import { BADGE_MESSAGES } from '@/lib/badges/messages';
import { notificationText, paramsColumn } from '@/server/notifications/texts';
import type { BadgeCategory } from '@/lib/badges/categories';
import { badgeEventRows } from './counters';
import { awardReachedBadgesSql } from './sql';

export interface AwardBadgesInput {
  userId: number;
  promotionId: number;
  category: BadgeCategory;
}

/** A badge just earned, with its notification row: the badge.earned event's payload (server/events/types.ts). */
export type AwardedBadge = DomainEventMap['badge.earned'];

/** Notification key of a badge (the badge id is part of the key, so the client can tell badge notifications apart). */
export const badgeNotificationKey = (badgeId: number) => `badge_${badgeId}`;

/** Awards what the user's events of `input.category` have reached; with `recorder`, records each as 'badge.earned'. */
export async function awardBadgesFor(tx: Tx, input: AwardBadgesInput, recorder?: EventRecorder): Promise<AwardedBadge[]> {
  const { userId, promotionId, category } = input;
  const events = badgeEventRows(category, userId, promotionId);
  if (!events) return [];
  // One statement (./sql.ts): the open badges of the category, the user's events counted up to the largest goal, the insert.
  const reached = await awardReachedBadgesSql.all(tx, promotionId, userId, category, events);
  if (reached.length === 0) return [];

  const notifications = await tx.notification.createManyAndReturn({
    data: reached.map((b) => {
      const { title, message, params } = notificationText('badgeEarned', { badge: b.name });
      return { promotion_id: promotionId, user_id: userId, key: badgeNotificationKey(b.id), title, message, params: paramsColumn(params), link: BADGE_MESSAGES.badgesLink };
    }),
    select: { id: true, key: true, title: true, message: true, params: true, link: true, read: true, seen: true, cleared: true, hidden: true, created_at: true },
  });
  const byKey = new Map(notifications.map((n) => [n.key, n]));
  const awarded = reached.map((b) => ({
    userId,
    badge: { id: b.id, name: b.name, category: b.category, image_url: b.image_url },
    earned_on: b.earned_on,
    notification: byKey.get(badgeNotificationKey(b.id))!,
  }));
  for (const a of awarded) recorder?.record('badge.earned', a);
  return awarded;
}

/** For callers outside a transaction: award in one of our own; its badge.earned events follow the commit. */
export function awardBadgesNow(input: AwardBadgesInput): Promise<AwardedBadge[]> {
  return withDomainEvents((tx, events) => awardBadgesFor(tx, input, events));
}
