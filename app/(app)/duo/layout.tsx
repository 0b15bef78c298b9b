import type { ReactNode } from 'react';
import { TabbedPage } from '@/components/ui/tabbed-page';
import { duoPage } from './duo-context';

// The duo frame (/duo is abstract): the title and the four tabs, server-rendered so nothing moves when a list loads.
export default async function DuoLayout({ children }: { children: ReactNode }) {
  const { tabs, title } = await duoPage();
  return (
    <TabbedPage title={title} tabs={tabs} fillTabs>
      {children}
    </TabbedPage>
  );
}
