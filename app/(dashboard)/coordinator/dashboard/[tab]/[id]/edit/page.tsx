// /coordinator/dashboard/teams/{teamId}/edit: a team's name, leader, status, members and open invites.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireCoordinatorPage } from '@/server/coordinator/pages';
import { findAdminTeam } from '@/server/coordinator/teams';
import { CoordinatorFrame } from '@/components/admin/coordinator/coordinator-frame';
import { TeamEditor } from '@/components/admin/coordinator/team-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-coordinator');
  return { title: t('teamEditMetaTitle') };
}

type Props = { params: Promise<{ tab: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function TeamEditPage({ params, searchParams }: Props) {
  const { tab, id } = await params;
  if (tab !== 'teams' || !/^[1-9]\d{0,9}$/.test(id) || Number(id) >= 2 ** 31) notFound();
  const page = await requireCoordinatorPage('teams', await searchParams);
  const team = await findAdminTeam(page.promotion, page.scope, Number(id)).catch(() => null);
  if (!team) notFound();
  return (
    <CoordinatorFrame promotionName={page.promotion.row.name} tabs={page.tabs} promotionQuery={page.promotionQuery}>
      <TeamEditor promotionId={page.promotion.id} promotionQuery={page.promotionQuery} initial={team} />
    </CoordinatorFrame>
  );
}
