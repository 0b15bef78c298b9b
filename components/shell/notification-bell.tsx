'use client';
// The header's bell: a link to the notification centre with the unseen count ("Notifications, 3 unread"). It also
// keeps the header counts live (realtime events, focus) and toasts notifications as they arrive.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Bell } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { useHeaderCounts, useLiveHeaderCounts } from '@/lib/query/header-counts';
import { useLiveNotifications } from '@/components/notifications/use-live-notifications';

const shown = (count: number) => (count > 99 ? '99+' : String(count));

export function NotificationBell() {
  useLiveHeaderCounts();
  useLiveNotifications();
  const pathname = usePathname();
  const { data } = useHeaderCounts();
  const unseen = data?.notifications ?? 0;
  const current = pathname === '/notifications' || pathname.startsWith('/notifications/');
  return (
    <Link
      href="/notifications/unread"
      aria-label={unseen > 0 ? `Notifications, ${unseen} unread` : 'Notifications'}
      aria-current={current ? 'page' : undefined}
      data-testid="notification-bell"
      className={cn(
        'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink no-underline hover:bg-surface-muted',
        'aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong',
      )}
    >
      <Bell className="size-5" aria-hidden="true" />
      {unseen > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-danger px-1.5 text-center text-xs leading-5 font-bold text-on-brand ring-2 ring-surface"
        >
          {shown(unseen)}
        </span>
      ) : null}
    </Link>
  );
}
