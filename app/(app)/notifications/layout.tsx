import type { ReactNode } from 'react';
import type { NavTab } from '@/components/ui/nav-tabs';
import { TabbedPage } from '@/components/ui/tabbed-page';
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
    <TabbedPage title="Notifications" tabs={TABS}>
      <MarkSeenOnOpen />
      {children}
    </TabbedPage>
  );
}
