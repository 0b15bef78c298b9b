'use client';
// A tab of /notifications: the user's notifications newest first, 20 at a time ("Show more"). Unread tab: every one
// not cleared, each with Clear, and Clear all; Cleared tab: the cleared ones. Loading, empty and failed states.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { CheckCheck, Inbox } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, LoadError } from '@/components/feedback/load-states';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { useMarkNotifications, useNotifications, useReadNotification } from '@/lib/query/notifications';
import type { NotificationFilter } from '@/lib/notifications/schemas';
import type { Notification } from '@/lib/notifications/types';
import { errorMessagesOf } from '@/lib/api-client';
import { NotificationItem } from './notification-item';

function ListSkeleton() {
  const t = useTranslations('notifications');
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-start gap-3 rounded-2xl border border-line p-4">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function NotificationCenter({ filter }: { filter: NotificationFilter }) {
  const t = useTranslations('notifications');
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const list = useNotifications(filter);
  const read = useReadNotification();
  const clear = useMarkNotifications('cleared');
  const [clearingId, setClearingId] = useState<number | 'all' | null>(null);

  // The row's link navigates by itself; without a link the click only marks it read.
  const open = (n: Notification) => {
    if (!n.read) read.mutate(n.id);
  };
  const clearOne = (n: Notification) => {
    setClearingId(n.id);
    clear.mutate([n.id], {
      onSuccess: () => toast(t('cleared')),
      onError: (error) => errorToast(errorMessagesOf(error)[0]),
      onSettled: () => setClearingId(null),
    });
  };
  const clearAll = async () => {
    const ok = await confirm({ title: t('clearAllTitle'), body: t('clearAllBody'), confirmLabel: t('clearAll') });
    if (!ok) return;
    setClearingId('all');
    clear.mutate('all', {
      onSuccess: () => toast(t('allCleared')),
      onError: (error) => errorToast(errorMessagesOf(error)[0]),
      onSettled: () => setClearingId(null),
    });
  };

  if (list.isPending) return <ListSkeleton />;
  if (list.isError) return <LoadError title={t('loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;

  const rows = list.data.pages.flatMap((page) => page.data);
  const total = list.data.pages[0]?.meta.total_records ?? 0;
  if (rows.length === 0) {
    return filter === 'unread' ? (
      <EmptyState icon={Inbox} title={t('emptyUnread')}>
        <p className="mt-1 text-sm">{t('emptyUnreadHint')}</p>
      </EmptyState>
    ) : (
      <EmptyState icon={Inbox} title={t('emptyCleared')}>
        <p className="mt-1 text-sm">{t('emptyClearedHint')}</p>
      </EmptyState>
    );
  }

  const unreadShown = rows.filter((n) => !n.read).length;
  return (
    <section aria-labelledby="notifications-list-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notifications-list-heading" className="text-small font-semibold text-ink-muted">
          {filter === 'unread'
            ? unreadShown
              ? t('countWithUnread', { total, unread: unreadShown })
              : t('countAll', { total })
            : t('countCleared', { total })}
        </h2>
        {filter === 'unread' ? (
          <Button variant="secondary" size="sm" onClick={() => void clearAll()} loading={clearingId === 'all'}>
            {clearingId === 'all' ? null : <CheckCheck className="size-4" aria-hidden="true" />}
            {t('clearAll')}
          </Button>
        ) : null}
      </div>
      <ul aria-label={filter === 'unread' ? t('listUnread') : t('listCleared')} className="flex flex-col gap-3">
        {rows.map((n) => (
          <NotificationItem
            key={n.id}
            notification={n}
            onOpen={open}
            onClear={filter === 'unread' ? clearOne : undefined}
            clearing={clearingId === n.id}
          />
        ))}
      </ul>
      {list.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('showMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
