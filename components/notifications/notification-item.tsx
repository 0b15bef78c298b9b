'use client';
// One notification: its kind's icon, title, message, the first words of what it is about (quoted) and time; unread
// ones stand out (a dot, bold, tinted). A click marks it read and follows its link; Clear moves it to the Cleared tab.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { X } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { RelativeTime } from '@/components/wall/relative-time';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { promotionLabel } from '@/lib/i18n/promotion-labels';
import type { Notification } from '@/lib/notifications/types';
import { NotificationIcon } from './notification-icon';

interface Props {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  /** Absent on the Cleared tab. */
  onClear?: (notification: Notification) => void;
  clearing?: boolean;
}

export function NotificationItem({ notification: n, onOpen, onClear, clearing = false }: Props) {
  const t = useTranslations('notifications');
  const labels = useTranslations('labels');
  const { data: promotion } = useCurrentPromotion();
  const unread = !n.read;
  // The kind's name; a wall post or a friend's is named with the promotion's own labels.
  const typeLabel = t('type', {
    type: n.type,
    wall: promotionLabel('wall', promotion?.wall_label, (key) => labels(key)),
    friend: promotionLabel('friend', promotion?.friend_label, (key) => labels(key)),
  });
  const heading = n.title ?? typeLabel;
  const body = (
    <>
      <span className="sr-only">{unread ? t('srUnread', { label: typeLabel }) : t('srRead', { label: typeLabel })}</span>
      <span className={cn('block text-ink', unread ? 'font-bold' : 'font-semibold')}>{heading}</span>
      <span className="mt-0.5 block text-sm break-words text-ink-muted">{n.message}</span>
      {n.excerpt ? <span className="mt-1 block border-s-2 border-line-strong ps-2 text-sm break-words text-ink">“{n.excerpt}”</span> : null}
    </>
  );
  const target = 'min-w-0 flex-1 rounded-xl text-left no-underline focus-visible:outline-2 focus-visible:outline-offset-2';
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-2xl border p-3 sm:gap-4 sm:p-4',
        unread ? 'border-brand/40 bg-brand-soft/40 hc:border-2 hc:border-line-strong' : 'border-line bg-surface',
      )}
    >
      <NotificationIcon type={n.type} />
      {n.link ? (
        <Link href={n.link} onClick={() => onOpen(n)} className={target}>
          {body}
        </Link>
      ) : (
        <button type="button" onClick={() => onOpen(n)} className={target}>
          {body}
        </button>
      )}
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span className="flex items-center gap-2 text-xs text-ink-muted">
          {unread ? <span aria-hidden="true" className="size-2.5 rounded-full bg-brand" /> : null}
          <RelativeTime iso={n.created_at} />
        </span>
        {onClear ? (
          <Button variant="ghost" size="sm" className="min-h-9 px-3" onClick={() => onClear(n)} loading={clearing} aria-label={t('clearLabel', { heading })}>
            {clearing ? null : <X className="size-4" aria-hidden="true" />}
            <span className="hidden sm:inline">{t('clear')}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
