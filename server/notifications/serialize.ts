// Rows of the notifications table → the notification centre's JSON (lib/notifications/types.ts): the type is read
// from the key, the link is the row's own path or its kind's screen.
import { notificationLink, notificationTypeOf } from '@/lib/notifications/kinds';
import type { Notification } from '@/lib/notifications/types';

export const notificationSelect = {
  id: true, key: true, title: true, message: true, link: true, read: true, seen: true, cleared: true, created_at: true,
} as const;

export interface NotificationRow {
  id: number;
  key: string;
  title: string | null;
  message: string;
  link: string | null;
  read: boolean;
  seen: boolean;
  cleared: boolean;
  created_at: Date;
}

export function serializeNotification(row: NotificationRow): Notification {
  const type = notificationTypeOf(row.key);
  return {
    id: row.id,
    key: row.key,
    type,
    title: row.title,
    message: row.message,
    link: notificationLink(type, row.link),
    read: row.read,
    seen: row.seen,
    cleared: row.cleared,
    created_at: row.created_at.toISOString(),
  };
}
