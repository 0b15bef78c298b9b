// Badge notifications after the commit. The notification row itself is written with the badge, in the event's own
// transaction (server/badges/award.ts): a badge never exists without its notification. What follows the commit is
// telling the user's open tabs (a notificationPublished event), in the user's language. A log that earns several badges
// dispatches one event per badge; their user's reader (language and labels) is read once for all of them.
import { publishNotifications } from '@/server/notifications/publish';
import { notificationReaders } from '@/server/notifications/readers';
import type { DomainEventMap } from '@/server/events/types';
import { handler } from '@/server/events/handler';

export const badgeNotificationPublished = handler<DomainEventMap['badge.earned']>({
  name: 'realtime.notificationPublished.badge',
  run: ({ userId, notification, badge, earned_on }, dispatch) =>
    publishNotifications(
      [{ ...notification, user_id: userId }],
      () => ({ type: 'badge', badge: { id: badge.id, name: badge.name, category: badge.category, image: { url: badge.image_url }, earned_on } }),
      (userIds) => dispatch.once(`notifications.readers:${userIds.join(',')}`, () => notificationReaders(userIds)),
    ),
});
