import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { WeeklyAwards } from '@/components/teams/weekly-awards';
import { getPageContext } from '@/server/pages/context';
import { artprizePage, weekParam } from '../../artprize-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('artprize');
  return { title: t('awardsMetaTitle') };
}

// Open to every participant of a promotion with teams, on a team or not.
export default async function AwardsWeekPage({ params }: { params: Promise<{ week: string }> }) {
  const page = await artprizePage();
  const week = weekParam((await params).week, page.weeks);
  if (week === null) notFound();
  const { promotion } = await getPageContext();
  const t = await getTranslations('artprize');
  return (
    <WeeklyAwards
      week={week}
      weeks={page.weeks}
      currentWeek={page.currentWeek}
      myTeamId={page.team?.id ?? null}
      pointLabel={promotion?.row.point_label_plural || t('pointLabelDefaultTitle')}
    />
  );
}
