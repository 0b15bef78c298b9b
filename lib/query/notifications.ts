'use client';
// Client calls of the notification centre: the two tabs (Unread: not cleared; Cleared), 20 at a time with "Show
// more"; marking seen (the page opened), read (a click), cleared (Clear, Clear all). Every mark answers the new
// unseen count, which goes straight into the header counts.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NotificationFilter, NotificationIds } from '@/lib/notifications/schemas';
import { NOTIFICATION_PAGE_SIZE, type MarkNotificationsResult, type Notification, type NotificationList } from '@/lib/notifications/types';
import { HEADER_COUNTS_KEY, setUnseenCount } from './header-counts';
import { notificationKeys } from './keys';

export { notificationKeys };

export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationList>('/notifications', { query: { filter, page: pageParam, page_size: NOTIFICATION_PAGE_SIZE }, signal }),
    getNextPageParam: (last, _pages, pageParam) => (last.meta.links.next ? pageParam + 1 : undefined),
    refetchOnWindowFocus: true,
  });
}

type Step = 'seen' | 'read' | 'cleared';

/** POST /notifications/mark_as_{step} {ids}: the bell's count from the answer, the lists refetched. */
export function useMarkNotifications(step: Step) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: NotificationIds) => api.post<MarkNotificationsResult>(`/notifications/mark_as_${step}`, { ids }),
    onSuccess: (result) => {
      setUnseenCount(queryClient, result.unseen_count);
      if (result.updated > 0) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

/** PUT /notifications/{id} {read: true}: a click on a notification (it is then followed). */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<Notification>(`/notifications/${id}`, { read: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: HEADER_COUNTS_KEY });
    },
  });
}
