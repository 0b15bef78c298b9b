// Email notifications after the commit (server/notification-mail): a badge's notification row is written with the
// badge inside the award's transaction, so its digest job is queued here, once the badge is sure to exist.
// Notifications written by notify() queue theirs from notify() itself.
import { scheduleNotificationEmails } from '@/server/notification-mail/schedule';
import type { DomainEventMap } from '@/server/events/types';
import { handler } from '@/server/events/handler';

export const badgeEmail = handler<DomainEventMap['badge.earned']>({
  name: 'mail.notification.badge',
  // Several badges at once: one digest job.
  onceBy: ({ userId }) => String(userId),
  run: ({ userId, notification }) => scheduleNotificationEmails([{ user_id: userId, key: notification.key }]),
});
