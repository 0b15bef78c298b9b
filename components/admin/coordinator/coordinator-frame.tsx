// The coordinator dashboard's frame: its heading, the promotion, and the tabs the viewer may open (each a page).
import type { ReactNode } from 'react';
import { NavTabs } from '@/components/ui';
import { AdminPageHeader } from '@/components/admin/shared/admin-page';
import { TAB_LABELS, type CoordinatorTab } from '@/lib/coordinator/constants';

export function CoordinatorFrame({ promotionName, tabs, promotionQuery, intro, children }: {
  promotionName: string;
  tabs: CoordinatorTab[];
  promotionQuery: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <AdminPageHeader eyebrow={promotionName} title="Coordinator Dashboard" intro={intro} />
      <NavTabs label="Coordinator dashboard" tabs={tabs.map((tab) => ({ href: `/coordinator/dashboard/${tab}${promotionQuery}`, label: TAB_LABELS[tab], also: [`/coordinator/dashboard/${tab}`] }))} />
      {children}
    </div>
  );
}
