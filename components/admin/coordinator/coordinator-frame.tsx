// The coordinator dashboard's frame: its heading, the promotion, and the tabs the viewer may open (each a page).
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { NavTabs } from '@/components/ui';
import { AdminPageHeader } from '@/components/admin/shared/admin-page';
import type { CoordinatorTab } from '@/lib/coordinator/constants';

/** Each tab's name in the admin-coordinator catalog (tabs.*). */
export const TAB_KEYS = {
  stats: 'stats',
  reports: 'reports',
  participants: 'participants',
  teams: 'teams',
  promotional_tools: 'promotionalTools',
  flagged_posts: 'flaggedPosts',
  eligibility: 'eligibility',
} as const satisfies Record<CoordinatorTab, string>;

export function CoordinatorFrame({ promotionName, tabs, promotionQuery, intro, children }: {
  promotionName: string;
  tabs: CoordinatorTab[];
  promotionQuery: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('admin-coordinator');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <AdminPageHeader eyebrow={promotionName} title={t('title')} intro={intro} />
      <NavTabs label={t('navLabel')} tabs={tabs.map((tab) => ({ href: `/coordinator/dashboard/${tab}${promotionQuery}`, label: t(`tabs.${TAB_KEYS[tab]}`), also: [`/coordinator/dashboard/${tab}`] }))} />
      {children}
    </div>
  );
}
