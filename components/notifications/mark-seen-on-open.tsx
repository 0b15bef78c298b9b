'use client';
// Opening the notifications page marks them all seen (social-engagement.md §4: unseen, then seen when the page
// opens): the bell's count drops to zero. Once per visit to /notifications (the tabs share it, in the layout).
import { useEffect } from 'react';
import { useMarkNotifications } from '@/lib/query/notifications';

export function MarkSeenOnOpen() {
  const { mutate } = useMarkNotifications('seen');
  useEffect(() => {
    mutate('all');
  }, [mutate]);
  return null;
}
