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
// the transaction that inserted the row creates its notification. Badges are never taken back: an event undone
// later (an activity unlogged, a reflection deleted) leaves the badges it helped earn.
import { db, type Prisma } from '@/server/db';
import { publish } from '@/server/realtime/publish';
import { userChannel } from '@/lib/realtime-channels';
import { BADGE_MESSAGES } from '@/lib/badges/messages';
import type { BadgeCategory } from '@/lib/badges/categories';
import { badgeEventRows } from './counters';

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

interface ReachedBadge { id: number; name: string; category: string; image_url: string | null; earned_on: string }

export async function awardBadgesFor(tx: Tx, input: AwardBadgesInput): Promise<AwardedBadge[]> {
  const { userId, promotionId, category } = input;
  const events = badgeEventRows(category, userId, promotionId);
  if (!events) return [];
  // One statement, because logging calls this on every log: the badges in force of the category (the promotion's
  // own — badges (promotion_id, category, sequence) — plus the default promotion's it has not overridden —
  // badges (promotion_id, default_badge_id)) that the user has not earned yet (user_badges (user_id, badge_id));
  // the user's events counted only up to the largest goal still open (LIMIT 0 when none is: nothing is read);
  // then the insert. Usually it inserts nothing and nothing else runs.
  // earned_on is the promotion's "today" (promotionTimeline's current_date: the pinned date, else today in its time
  // zone), computed on the transaction's own connection: taking a second pool connection while the caller holds
  // its locks could wait for a slot held by a request that waits on those locks.
  const reached = await tx.$queryRaw<ReachedBadge[]>`
    WITH today AS (
      SELECT coalesce(current_date_override, (now() AT TIME ZONE time_zone)::date) AS day FROM promotions WHERE id = ${promotionId}
    ), in_force AS (
      SELECT id, goal, name, category, image_url, sequence FROM badges
       WHERE promotion_id = ${promotionId} AND category = ${category}
      UNION ALL
      SELECT d.id, d.goal, d.name, d.category, d.image_url, d.sequence FROM badges d
       WHERE d.promotion_id = (SELECT id FROM promotions WHERE is_default ORDER BY id LIMIT 1)
         AND d.promotion_id <> ${promotionId} AND d.category = ${category}
         AND NOT EXISTS (SELECT 1 FROM badges o WHERE o.promotion_id = ${promotionId} AND o.default_badge_id = d.id)
    ), open AS (
      SELECT b.* FROM in_force b
       WHERE NOT EXISTS (SELECT 1 FROM user_badges ub WHERE ub.user_id = ${userId} AND ub.badge_id = b.id)
    ), counted AS (
      SELECT count(*)::int AS n FROM (${events} LIMIT (SELECT coalesce(max(goal), 0) FROM open)) e
    ), inserted AS (
      INSERT INTO user_badges (promotion_id, user_id, badge_id, earned_on)
      SELECT ${promotionId}, ${userId}, open.id, today.day FROM open, counted, today WHERE open.goal <= counted.n
      ON CONFLICT (user_id, badge_id) DO NOTHING
      RETURNING badge_id
    )
    SELECT open.id, open.name, open.category, open.image_url, to_char(today.day, 'YYYY-MM-DD') AS earned_on
      FROM open JOIN inserted ON inserted.badge_id = open.id, today
     ORDER BY open.sequence, open.id`;
  if (reached.length === 0) return [];

  const notifications = await tx.notification.createManyAndReturn({
    data: reached.map((b) => ({
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
  return reached.map((b) => ({
    userId,
    badge: { id: b.id, name: b.name, category: b.category, image_url: b.image_url },
    earned_on: b.earned_on,
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
