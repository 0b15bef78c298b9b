// Writes of the `notifications` table: the rows the notification centre lists. Writers say who, what kind (the key)
// and what; each row is published to its user's open tabs. The centre moves a user's own rows forward through
// unseen → seen → read → cleared (social-engagement.md §4), never back: reading also marks seen, clearing also reads.
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import { NOTIFICATION_MESSAGES } from '@/lib/notifications/messages';
import type { NotificationIds, UpdateNotificationInput } from '@/lib/notifications/schemas';
import type { MarkNotificationsResult, Notification } from '@/lib/notifications/types';
import { countUnseen, type ReadAs } from './queries';
import { notificationSelect, serializeNotification } from './serialize';
import { publishNotifications } from './publish';
import { notificationTextsFor, paramsColumn, type NotificationParams } from './texts';
import { scheduleNotificationEmails } from '@/server/notification-mail/schedule';

export interface NewNotification {
  promotionId: number;
  userId: number;
  /** The kind and the ids it is about: post_comment_{id}, post_tag_{id}, post_like_{id}_{liker}… */
  key: string;
  /** The English, shown to a reader when params cannot be (./texts.ts notificationText writes all three). */
  title: string | null;
  message: string;
  /** The catalog entry and its variables: the sentence in each reader's language. Absent: the text is data. */
  params?: NotificationParams | null;
  /** The first words of what it is about (lib/notifications/excerpt.ts excerptOf); absent: none. */
  excerpt?: string | null;
  link: string | null;
}

const select = { id: true, user_id: true, key: true, title: true, message: true, excerpt: true, params: true, link: true, read: true, seen: true, cleared: true, hidden: true, created_at: true } as const;

/**
 * Writes the notifications (a key the user already has is not written twice: a like taken back and given again
 * notifies once) and tells each user's open tabs (notificationPublished, in their language). Never throws for the realtime part.
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
    data: fresh.map((r) => ({
      promotion_id: r.promotionId, user_id: r.userId, key: r.key, title: r.title, message: r.message, excerpt: r.excerpt ?? null, params: paramsColumn(r.params), link: r.link,
    })),
    select,
  });
  await publishNotifications(created);
  await scheduleNotificationEmails(created); // the email digests of the emailed kinds (server/notification-mail)
}

/** The states a user moves notifications to; each implies the ones before it. */
export type NotificationStep = 'seen' | 'read' | 'cleared';

const STEP_DATA: Record<NotificationStep, { seen: true; read?: true; cleared?: true }> = {
  seen: { seen: true },
  read: { seen: true, read: true },
  cleared: { seen: true, read: true, cleared: true },
};

/** Rows the step would still change (idempotent: a second call changes nothing and says updated: 0). */
const NOT_YET: Record<NotificationStep, Prisma.NotificationWhereInput> = {
  seen: { seen: false },
  read: { OR: [{ seen: false }, { read: false }] },
  cleared: { OR: [{ seen: false }, { read: false }, { cleared: false }] },
};

/**
 * POST /notifications/mark_as_{seen,read,cleared}: the user's own listed rows, all of them or the ids named. An id
 * that is not one of the user's listed notifications (someone else's, hidden, gone) is a 404 and nothing changes.
 */
export async function markNotifications(userId: number, ids: NotificationIds, step: NotificationStep): Promise<MarkNotificationsResult> {
  return db.$transaction(async (tx) => {
    const own: Prisma.NotificationWhereInput = ids === 'all' ? { user_id: userId, hidden: false } : { user_id: userId, hidden: false, id: { in: ids } };
    if (ids !== 'all') {
      const found = await tx.notification.count({ where: own });
      if (found !== ids.length) throw new NotFound(NOTIFICATION_MESSAGES.notFound);
    }
    const { count } = await tx.notification.updateMany({ where: { AND: [own, NOT_YET[step]] }, data: STEP_DATA[step] });
    return { updated: count, unseen_count: await countUnseen(userId, tx) };
  });
}

/** PUT /notifications/{id} {read?, seen?, cleared?}: one of the user's own rows moved forward; answers it, in the reader's language. */
export async function updateNotification(userId: number, id: number, input: UpdateNotificationInput, { reader, viewedAs = false }: ReadAs): Promise<Notification> {
  const step: NotificationStep = input.cleared ? 'cleared' : input.read ? 'read' : 'seen';
  const { count } = await db.notification.updateMany({ where: { id, user_id: userId, hidden: false }, data: STEP_DATA[step] });
  if (count === 0) throw new NotFound(NOTIFICATION_MESSAGES.notFound);
  const row = await db.notification.findUniqueOrThrow({ where: { id }, select: notificationSelect });
  return serializeNotification(row, { texts: notificationTextsFor(reader), viewedAs });
}
