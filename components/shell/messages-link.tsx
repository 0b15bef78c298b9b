'use client';
// The header's messages icon: a link to Messages with its own unread count ("Messages, 2 unread"), beside the bell,
// which counts the other notifications only (a message is never counted twice). The counts are the header's one
// query (GET /api/header_counts), kept live by the bell's subscription.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { MessageCircle } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { useHeaderCounts } from '@/lib/query/header-counts';

export function MessagesLink() {
  const pathname = usePathname();
  const unread = useHeaderCounts().data?.messages ?? 0;
  const current = pathname === '/messages' || pathname.startsWith('/messages/');
  return (
    <Link
      href="/messages"
      aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
      aria-current={current ? 'page' : undefined}
      data-testid="messages-link"
      className={cn(
        'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink no-underline hover:bg-surface-muted',
        'aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong',
      )}
    >
      <MessageCircle className="size-5" aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-brand px-1.5 text-center text-xs leading-5 font-bold text-on-brand ring-2 ring-surface"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
