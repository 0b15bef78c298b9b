// Writes of the `notifications` table: the rows the notification centre lists (the centre itself comes with the
// messaging issue). Writers say who, what kind (the key) and what; each row is published to its user's open tabs.
import { db } from '@/server/db';
import { publish } from '@/server/realtime/publish';
import { userChannel } from '@/lib/realtime-channels';
import type { NotificationPayload } from '@/lib/realtime/events';

export interface NewNotification {
  promotionId: number;
  userId: number;
  /** The kind and the ids it is about: post_comment_{id}, post_tag_{id}, post_like_{id}_{liker}… */
  key: string;
  title: string | null;
  message: string;
  link: string | null;
}

const select = { id: true, user_id: true, key: true, title: true, message: true, link: true, read: true, seen: true, cleared: true, hidden: true, created_at: true } as const;

/**
 * Writes the notifications (a key the user already has is not written twice: a like taken back and given again
 * notifies once) and tells each user's open tabs (notificationPublished). Never throws for the realtime part.
 */
export async function notify(rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  const existing = await db.notification.findMany({
    where: { OR: rows.map((r) => ({ user_id: r.userId, key: r.key })) },
    select: { user_id: true, key: true },
  });
  const have = new Set(existing.map((e) => `${e.user_id}|${e.key}`));
  const fresh = rows.filter((r) => !have.has(`${r.userId}|${r.key}`));
  if (fresh.length === 0) return;
  const created = await db.notification.createManyAndReturn({
    data: fresh.map((r) => ({ promotion_id: r.promotionId, user_id: r.userId, key: r.key, title: r.title, message: r.message, link: r.link })),
    select,
  });
  await Promise.all(created.map((n) => {
    const data: NotificationPayload = { ...n, created_at: n.created_at.toISOString(), type: 'notification' };
    return publish({ channel: userChannel(n.user_id), event: 'notificationPublished', data });
  }));
}
