'use client';
// A notification arriving live (notificationPublished on the user's channel): a toast that says who and what (the
// notification's own sentence — "Jordan commented on your post." — with the first words of the comment or message
// quoted under it, or the badge's name and art, never a bare "New comment"), whose click goes to the thing itself; except a message notification while the messages screen is open,
// which shows the message itself. The notification lists refetch. The header counts refetch on their own.
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime';
import { notificationKeys } from '@/lib/query/keys';
import { notificationTypeOf } from '@/lib/notifications/kinds';
import { useToast } from '@/components/feedback/toaster';
import type { NotificationPayload } from '@/lib/realtime/events';

/** The toast's sentence: the badge by name, else the notification's message (which names who), else its title. */
export function liveToastText(n: Pick<NotificationPayload, 'title' | 'message' | 'badge'>, t: ReturnType<typeof useTranslations<'notifications'>>): string {
  if (n.badge) return t('newBadge', { name: n.badge.name });
  return n.message.trim() || n.title || t('newNotification');
}

export function useLiveNotifications(): void {
  const t = useTranslations('notifications');
  const queryClient = useQueryClient();
  const pathname = usePathname();
  const { toast } = useToast();
  useRealtimeEvent('notificationPublished', (n) => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    const onMessages = pathname === '/messages' || pathname.startsWith('/messages/');
    if (notificationTypeOf(n.key) === 'message' && onMessages) return;
    const text = liveToastText(n, t);
    toast(text, { kind: 'info', href: n.link ?? (n.badge ? '/badges' : null), imageUrl: n.badge?.image.url ?? null, quote: n.excerpt ?? null, durationMs: 6000 });
  });
}
