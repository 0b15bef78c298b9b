'use client';
// A notification arriving live (notificationPublished on the user's channel): a toast with its title — except a
// message notification while the messages screen is open, which shows the message itself — and the notification
// lists refetched. The header counts refetch on their own (useLiveHeaderCounts).
import { usePathname } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime';
import { notificationKeys } from '@/lib/query/notifications';
import { notificationTypeOf } from '@/lib/notifications/kinds';
import { useToast } from '@/components/feedback/toaster';

export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const pathname = usePathname();
  const { toast } = useToast();
  useRealtimeEvent('notificationPublished', (n) => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    const onMessages = pathname === '/messages' || pathname.startsWith('/messages/');
    if (notificationTypeOf(n.key) === 'message' && onMessages) return;
    toast(n.title ?? n.message);
  });
}
