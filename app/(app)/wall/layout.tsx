import type { ReactNode } from 'react';
import { TabbedPage } from '@/components/ui/tabbed-page';
import { wallPage } from './wall-context';

// The wall frame (/wall is abstract): the title and the tabs, server-rendered so nothing moves when the list loads.
export default async function WallLayout({ children }: { children: ReactNode }) {
  const { title, tabs } = await wallPage();
  return (
    <TabbedPage title={title} tabs={tabs}>
      {children}
    </TabbedPage>
  );
}
