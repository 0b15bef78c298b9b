// Rows of the notifications table → the notification centre's JSON (lib/notifications/types.ts): the type is read
// from the key, the title and message in the reader's language (./texts.ts), the link is the row's own path or its
// kind's screen, the excerpt as the viewer may see it.
import { notificationLink, notificationTypeOf } from '@/lib/notifications/kinds';
import { visibleExcerpt } from '@/lib/notifications/excerpt';
import type { Notification } from '@/lib/notifications/types';
import type { NotificationText } from './texts';

export const notificationSelect = {
  id: true, key: true, title: true, message: true, excerpt: true, params: true, link: true, read: true, seen: true, cleared: true, created_at: true,
} as const;

export interface NotificationRow {
  id: number;
  key: string;
  title: string | null;
  message: string;
  excerpt: string | null;
  params: unknown;
  link: string | null;
  read: boolean;
  seen: boolean;
  cleared: boolean;
  created_at: Date;
}

export interface SerializeOptions {
  /** The reader's writer of the sentence (notificationTextsFor). */
  texts: (row: NotificationRow) => NotificationText;
  /** The request is an administrator viewing as the user (impersonation): private excerpts are withheld. */
  viewedAs?: boolean;
}

export function serializeNotification(row: NotificationRow, { texts, viewedAs = false }: SerializeOptions): Notification {
  const type = notificationTypeOf(row.key);
  const { title, message, excerpt } = texts(row);
  return {
    id: row.id,
    key: row.key,
    type,
    title,
    message,
    excerpt: visibleExcerpt(row.key, excerpt, viewedAs),
    link: notificationLink(type, row.link),
    read: row.read,
    seen: row.seen,
    cleared: row.cleared,
    created_at: row.created_at.toISOString(),
  };
}
