import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { NavTabs } from '@/components/ui/nav-tabs';
import { leaderboardTabs } from './board-context';

// The Leaderboard frame: title and one tab per board the program shows (each needs its feature flag).
export default async function LeaderboardLayout({ children }: { children: ReactNode }) {
  const [tabs, t] = await Promise.all([leaderboardTabs(), getTranslations('leaderboard')]);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-5">
        <h1 className="text-h1 text-ink">{t('title')}</h1>
        {tabs.length > 1 ? <NavTabs tabs={tabs.map(({ href, label }) => ({ href, label }))} label={t('tabsLabel')} fill /> : null}
      </header>
      {children}
    </div>
  );
}
