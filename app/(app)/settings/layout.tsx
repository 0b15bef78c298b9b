import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { NavTabs } from '@/components/ui/nav-tabs';
import { settingsPage } from '@/server/users/settings-page';

// The settings frame (/settings is abstract): the tabs of participant-core.md §2 — for a Master, Account & Role first,
// User Settings, Edit Preferences and Devices (when enabled), with ?userId&promotionId carried along.
export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const [{ tabs, master, target }, t] = await Promise.all([settingsPage(), getTranslations('settings')]);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-5">
        <h1 className="text-h1 text-ink">{t('title')}</h1>
        {master && target.userId !== null ? <p className="-mt-2 text-ink-muted">{t('editingAccount', { id: target.userId })}</p> : null}
        <NavTabs tabs={tabs.map((tab) => ({ ...tab, label: t(`tabs.${tab.key}`) }))} label={t('tabsLabel')} />
      </header>
      {children}
    </div>
  );
}
