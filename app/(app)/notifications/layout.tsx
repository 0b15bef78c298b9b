import type { ReactNode } from 'react';
import { NavTabs, type NavTab } from '@/components/ui/nav-tabs';
import { MarkSeenOnOpen } from '@/components/notifications/mark-seen-on-open';
import { requireSignedInPage } from '@/server/pages/guards';

// The notification centre's frame (/notifications is abstract): the title and the tabs Unread and Cleared
// (/notifications/all), server-rendered. Opening it marks every notification seen.
const TABS: NavTab[] = [
  { href: '/notifications/unread', label: 'Unread' },
  { href: '/notifications/all', label: 'Cleared' },
];

export default async function NotificationsLayout({ children }: { children: ReactNode }) {
  await requireSignedInPage();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-5">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Notifications</h1>
        <NavTabs tabs={TABS} label="Notifications tabs" />
      </header>
      <MarkSeenOnOpen />
      {children}
    </div>
  );
}
