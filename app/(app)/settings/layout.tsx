import type { ReactNode } from 'react';
import { NavTabs, type NavTab } from '@/components/ui/nav-tabs';
import { requireSignedInPage } from '@/server/pages/guards';
import { SUBSCRIPTION_MESSAGES } from '@/lib/subscriptions/messages';

// The settings frame (/settings is abstract). Only the tabs that exist are shown: Edit Preferences today; the
// personal and goal tabs (and a Master's Account & Role) come with their issue.
const TABS: NavTab[] = [{ href: '/settings/email', label: SUBSCRIPTION_MESSAGES.tabLabel }];

export default async function SettingsLayout({ children }: { children: ReactNode }) {
  await requireSignedInPage();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-5">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Settings</h1>
        <NavTabs tabs={TABS} label="Settings tabs" />
      </header>
      {children}
    </div>
  );
}
