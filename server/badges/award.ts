// Badge awarding: other features call awardBadgesFor inside the transaction of the event that counts towards a
// badge (a reflection created, a duo completed…), then publishAwardedBadges once it has committed.
//
//   const awarded = await db.$transaction(async (tx) => {
//     await tx.post.create(...);
//     return awardBadgesFor(tx, { userId, promotionId, category: 'reflection_created' });
//   });
//   await publishAwardedBadges(awarded);
//
// Idempotent: it counts the user's events of the category and inserts the user_badges whose goal is reached,
// ON CONFLICT DO NOTHING on (user_id, badge_id), so a badge is earned once even under concurrent events, and only
// the transaction that inserted the row creates its notification.
import { db, type Prisma } from '@/server/db';
import { publish } from '@/server/realtime/publish';
import { promotionById } from '@/server/tenancy/promotion-context';
import { userChannel } from '@/lib/realtime-channels';
import { isoDate } from '@/lib/promotion-dates';
import { BADGE_MESSAGES } from '@/lib/badges/messages';
import type { BadgeCategory } from '@/lib/badges/categories';
import { countBadgeEvents } from './counters';
import { effectiveBadges } from './queries';

type Tx = Prisma.TransactionClient;

export interface AwardBadgesInput {
  userId: number;
  promotionId: number;
  category: BadgeCategory;
}

export interface AwardedBadge {
  userId: number;
  badge: { id: number; name: string; category: string; image_url: string | null };
  earned_on: string;
  notification: {
    id: number; key: string; title: string | null; message: string; link: string | null;
    read: boolean; seen: boolean; cleared: boolean; hidden: boolean; created_at: Date;
  };
}

/** Notification key of a badge (social-engagement.md §3: "badge … ids are parts of the key"). */
export const badgeNotificationKey = (badgeId: number) => `badge_${badgeId}`;

export async function awardBadgesFor(tx: Tx, input: AwardBadgesInput): Promise<AwardedBadge[]> {
  const { userId, promotionId, category } = input;
  if (category === 'custom') return [];
  const badges = await effectiveBadges(promotionId, { category, client: tx });
  if (badges.length === 0) return [];
  const count = (await countBadgeEvents(tx, category, userId, promotionId)) ?? 0;
  const reached = badges.filter((b) => count >= b.goal);
  if (reached.length === 0) return [];

  // earned_on is the promotion's "today" (its time zone, or the pinned demo date), like every other day here.
  const promotion = await promotionById(promotionId);
  const today = promotion?.timeline.current_date ?? isoDate(new Date())!;
  const ids = reached.map((b) => b.id);
  const inserted = await tx.$queryRaw<{ badge_id: number }[]>`
    INSERT INTO user_badges (promotion_id, user_id, badge_id, earned_on)
    SELECT ${promotionId}, ${userId}, badge_id, ${today}::date FROM unnest(${ids}::int[]) AS t(badge_id)
    ON CONFLICT (user_id, badge_id) DO NOTHING
    RETURNING badge_id`;
  if (inserted.length === 0) return [];

  const newIds = new Set(inserted.map((r) => r.badge_id));
  const earned = reached.filter((b) => newIds.has(b.id));
  const notifications = await tx.notification.createManyAndReturn({
    data: earned.map((b) => ({
      promotion_id: promotionId,
      user_id: userId,
      key: badgeNotificationKey(b.id),
      title: BADGE_MESSAGES.earnedTitle,
      message: BADGE_MESSAGES.earned(b.name),
      link: BADGE_MESSAGES.badgesLink,
    })),
    select: { id: true, key: true, title: true, message: true, link: true, read: true, seen: true, cleared: true, hidden: true, created_at: true },
  });
  const byKey = new Map(notifications.map((n) => [n.key, n]));
  return earned.map((b) => ({
    userId,
    badge: { id: b.id, name: b.name, category: b.category, image_url: b.image_url },
    earned_on: today,
    notification: byKey.get(badgeNotificationKey(b.id))!,
  }));
}

/** After the commit: tells the user's open tabs (participant-core.md §7 "notificationPublished"). */
export async function publishAwardedBadges(awarded: AwardedBadge[]): Promise<void> {
  for (const a of awarded) {
    await publish({
      channel: userChannel(a.userId),
      event: 'notificationPublished',
      data: {
        ...a.notification,
        created_at: a.notification.created_at.toISOString(),
        type: 'badge',
        badge: { id: a.badge.id, name: a.badge.name, category: a.badge.category, image: { url: a.badge.image_url }, earned_on: a.earned_on },
      },
    });
  }
}

/** For callers outside a transaction: award in one of our own, then publish. */
export async function awardBadgesNow(input: AwardBadgesInput): Promise<AwardedBadge[]> {
  const awarded = await db.$transaction((tx) => awardBadgesFor(tx, input));
  await publishAwardedBadges(awarded);
  return awarded;
}
