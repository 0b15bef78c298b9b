'use client';
// The header's bell: a link to the notification centre with the unseen count ("Notifications, 3 unread"). It also
// keeps the header counts live (realtime events, focus) and toasts notifications as they arrive.
import { useTranslations } from 'next-intl';
import { Bell } from '@/components/ui/icons';
import { useHeaderCounts, useLiveHeaderCounts } from '@/lib/query/header-counts';
import { useLiveNotifications } from '@/components/notifications/use-live-notifications';
import { HeaderCountLink } from './header-count-link';

export function NotificationBell() {
  const t = useTranslations('shell');
  useLiveHeaderCounts();
  useLiveNotifications();
  const unseen = useHeaderCounts().data?.notifications ?? 0;
  return <HeaderCountLink href="/notifications/unread" section="/notifications" label={t('nav.notifications')} count={unseen} Icon={Bell} testId="notification-bell" badge="bg-danger" />;
}
