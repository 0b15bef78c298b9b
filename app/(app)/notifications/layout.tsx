import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { NavTab } from '@/components/ui/nav-tabs';
import { TabbedPage } from '@/components/ui/tabbed-page';
import { MarkSeenOnOpen } from '@/components/notifications/mark-seen-on-open';
import { requireSignedInPage } from '@/server/pages/guards';

// The notification centre's frame (/notifications is abstract): the title and the tabs Unread and Cleared
// (/notifications/all), server-rendered. Opening it marks every notification seen.
export default async function NotificationsLayout({ children }: { children: ReactNode }) {
  await requireSignedInPage();
  const t = await getTranslations('notifications');
  const tabs: NavTab[] = [
    { href: '/notifications/unread', label: t('tabUnread') },
    { href: '/notifications/all', label: t('tabCleared') },
  ];
  return (
    <TabbedPage title={t('title')} tabs={tabs}>
      <MarkSeenOnOpen />
      {children}
    </TabbedPage>
  );
}
