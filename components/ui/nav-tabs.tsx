'use client';
// Tabs that are pages: links in a <nav>, the current one marked aria-current="page" (the leaderboard's boards, the
// wall's filters). `fill` spreads them in equal columns across a phone; otherwise they keep their natural width and
// the row scrolls sideways on a narrow screen rather than wrap.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from './cn';

export interface NavTab {
  href: string;
  label: string;
  /** Other paths that belong to this tab (a tab's own sub-pages match by prefix anyway). */
  also?: string[];
}

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

export function NavTabs({ tabs, label, fill = false }: { tabs: NavTab[]; label: string; fill?: boolean }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={cn(!fill && '-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0')}>
      <ul
        className={cn(
          'gap-1 rounded-full bg-surface-muted p-1 hc:border hc:border-line',
          fill ? 'grid auto-cols-fr grid-flow-col sm:inline-flex sm:w-max' : 'inline-flex min-w-max',
        )}
      >
        {tabs.map((tab) => {
          const current = [tab.href, ...(tab.also ?? [])].some((path) => under(pathname, path));
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-h-10 items-center justify-center rounded-full text-sm font-semibold no-underline transition-colors sm:px-5 sm:text-base',
                  fill ? 'px-2' : 'px-3.5 whitespace-nowrap',
                  current ? 'bg-surface text-ink shadow-card hc:bg-brand hc:text-on-brand' : 'text-ink-muted hover:text-ink',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
