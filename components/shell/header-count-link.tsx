'use client';
// One round icon link of the header with its unread count ("Messages, 2 unread"): the messages icon and the bell.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

interface HeaderCountLinkProps {
  href: string;
  /** Where the link counts as the current page: that path and everything under it. */
  section: string;
  label: string;
  count: number;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  testId: string;
  /** The badge's colour classes. */
  badge: string;
}

export function HeaderCountLink({ href, section, label, count, Icon, testId, badge }: HeaderCountLinkProps) {
  const t = useTranslations('shell.header');
  const pathname = usePathname();
  const current = pathname === section || pathname.startsWith(`${section}/`);
  return (
    <Link
      href={href}
      aria-label={count > 0 ? t('countUnread', { label, count }) : label}
      aria-current={current ? 'page' : undefined}
      data-testid={testId}
      className={cn(
        'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink no-underline hover:bg-surface-muted',
        'aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className={cn('absolute top-1 end-0.5 min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-bold text-on-brand ring-2 ring-surface', badge)}
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
