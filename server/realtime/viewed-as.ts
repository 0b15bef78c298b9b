// What a socket opened while an administrator views as someone (impersonation) does not receive: the words of the
// person's messages (lib/privacy/field-policy.ts PRIVATE_TO_THE_PERSON), here a message notification's excerpt.
// Such a socket joins its user channel as any other, and two rooms more: VIEWED_AS_ROOM, which an event carrying
// something private is sent past (`except`), and its channel's viewed-as room, which gets the event without it.
// A socket can leave neither (handlers.ts), and no client can join one (channels.ts knows no such name).
import { visibleExcerpt } from '@/lib/notifications/excerpt';
import type { NotificationPayload } from '@/lib/realtime/events';

export const VIEWED_AS_ROOM = 'viewed_as';

/** The room of a channel's viewed-as sockets: user_5 → user_5:viewed_as. */
export const viewedAsRoom = (channel: string) => `${channel}:${VIEWED_AS_ROOM}`;

export const isViewedAsRoom = (room: string) => room === VIEWED_AS_ROOM || room.endsWith(`:${VIEWED_AS_ROOM}`);

/**
 * The event's data as a viewed-as socket may receive it, or null when nothing in it is private (then every socket in
 * the channel gets the same data).
 */
export function withheldFromViewedAs(event: string, data: unknown): unknown {
  if (event !== 'notificationPublished' && event !== 'newCoordinatorNotification') return null;
  const n = data as Partial<NotificationPayload> | null;
  if (!n || typeof n !== 'object' || typeof n.key !== 'string' || !n.excerpt) return null;
  if (visibleExcerpt(n.key, n.excerpt, true) === n.excerpt) return null;
  return { ...n, excerpt: null };
}
