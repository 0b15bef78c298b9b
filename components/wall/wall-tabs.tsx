'use client';
// The wall's tabs (All, Following, the user's location, friends, My Posts, Tagged): links in a <nav>, since each
// tab is its own URL. They scroll sideways on a narrow phone rather than wrap.
import Link from 'next/link';
import { usePathname } from 'next/navigation';

export interface WallTab {
  href: string;
  label: string;
  /** Other paths under this tab (the Following tab's people). */
  also?: string[];
}

export function WallTabs({ tabs, label = 'Wall' }: { tabs: WallTab[]; label?: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="inline-flex min-w-max gap-1 rounded-full bg-surface-muted p-1 hc:border hc:border-line">
        {tabs.map((tab) => {
          const current = pathname === tab.href || (tab.also ?? []).some((p) => pathname === p || pathname.startsWith(`${p}/`));
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-10 items-center justify-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap no-underline transition-colors sm:px-5 sm:text-base ${
                  current ? 'bg-surface text-ink shadow-card hc:bg-brand hc:text-on-brand' : 'text-ink-muted hover:text-ink'
                }`}
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
