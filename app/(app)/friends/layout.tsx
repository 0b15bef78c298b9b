import type { ReactNode } from 'react';
import { TabbedPage } from '@/components/ui/tabbed-page';
import { friendsPage } from './friends-context';

// The friends frame (/friends is abstract): the promotion's friends label as the title and the two tabs.
export default async function FriendsLayout({ children }: { children: ReactNode }) {
  const { title, tabs } = await friendsPage();
  return (
    <TabbedPage title={title} tabs={tabs}>
      {children}
    </TabbedPage>
  );
}
