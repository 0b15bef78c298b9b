// Reads of a user's own notifications: the two tabs of the centre (not cleared / cleared), newest first, hidden ones
// never. Each list is served by an index led by user_id (notifications_unread_idx for the Unread tab, the
// (user_id, cleared, created_at desc) index for the Cleared tab).
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import type { Page } from '@/server/platform/pagination';
import type { NotificationFilter } from '@/lib/notifications/schemas';
import type { Notification } from '@/lib/notifications/types';
import { notificationSelect, serializeNotification } from './serialize';
import { notificationTextsFor, type NotificationReader } from './texts';

/** Who reads the rows: their language and labels (./texts.ts); viewedAs: an administrator views as the user. */
export interface ReadAs {
  reader: NotificationReader;
  viewedAs?: boolean;
}

/** A user's rows that count for the bell: not seen, not hidden, not cleared (notifications_unseen_idx). */
export const unseenWhere = (userId: number): Prisma.NotificationWhereInput => ({ user_id: userId, seen: false, hidden: false, cleared: false });

export function countUnseen(userId: number, client: Pick<typeof db, 'notification'> = db): Promise<number> {
  return client.notification.count({ where: unseenWhere(userId) });
}

/** In the reader's language; while an administrator views as the user, private excerpts are withheld (serialize.ts). */
export async function listNotifications(userId: number, filter: NotificationFilter, page: Page, { reader, viewedAs = false }: ReadAs): Promise<{ rows: Notification[]; total: number; unseen: number }> {
  const where: Prisma.NotificationWhereInput = { user_id: userId, hidden: false, cleared: filter === 'cleared' };
  const [rows, total, unseen] = await Promise.all([
    db.notification.findMany({
      where,
      select: notificationSelect,
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      skip: page.skip,
      take: page.take,
    }),
    db.notification.count({ where }),
    countUnseen(userId),
  ]);
  const texts = notificationTextsFor(reader);
  return { rows: rows.map((row) => serializeNotification(row, { texts, viewedAs })), total, unseen };
}
