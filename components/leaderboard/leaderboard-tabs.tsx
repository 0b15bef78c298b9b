'use client';
// The leaderboard's tabs, one per board the promotion shows (each needs its feature flag).
import Link from 'next/link';
import { usePathname } from 'next/navigation';

export interface LeaderboardTab {
  href: string;
  label: string;
}

export function LeaderboardTabs({ tabs }: { tabs: LeaderboardTab[] }) {
  const pathname = usePathname();
  if (tabs.length < 2) return null;
  return (
    <nav aria-label="Leaderboards">
      {/* Equal columns across a phone; their natural width from sm up. */}
      <ul className="grid auto-cols-fr grid-flow-col gap-1 rounded-full bg-surface-muted p-1 sm:inline-flex sm:w-max hc:border hc:border-line">
        {tabs.map((tab) => {
          const current = pathname === tab.href || pathname.startsWith(`${tab.href}/`);
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-10 items-center justify-center rounded-full px-2 text-sm font-semibold no-underline transition-colors sm:px-5 sm:text-base ${
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
