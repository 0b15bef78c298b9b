import type { ReactNode } from 'react';
import { NavTabs } from '@/components/ui/nav-tabs';
import { settingsPage } from '@/server/users/settings-page';

// The settings frame (/settings is abstract): the tabs of participant-core.md §2 — for a Master, Account & Role first,
// User Settings, Edit Preferences and Devices (when enabled), with ?userId&promotionId carried along.
export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const { tabs, master, target } = await settingsPage();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-5">
        <h1 className="text-h1 text-ink">Settings</h1>
        {master && target.userId !== null ? <p className="-mt-2 text-ink-muted">Editing the account with id {target.userId}.</p> : null}
        <NavTabs tabs={tabs} label="Settings tabs" />
      </header>
      {children}
    </div>
  );
}
