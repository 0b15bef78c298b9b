import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { WeeklyAwards } from '@/components/teams/weekly-awards';
import { getPageContext } from '@/server/pages/context';
import { artprizePage, weekParam } from '../../artprize-context';

export const metadata: Metadata = { title: 'Team Awards' };

// Open to every participant of a promotion with teams, on a team or not.
export default async function AwardsWeekPage({ params }: { params: Promise<{ week: string }> }) {
  const page = await artprizePage();
  const week = weekParam((await params).week, page.weeks);
  if (week === null) notFound();
  const { promotion } = await getPageContext();
  return (
    <WeeklyAwards
      week={week}
      weeks={page.weeks}
      currentWeek={page.currentWeek}
      myTeamId={page.team?.id ?? null}
      pointLabel={promotion?.row.point_label_plural || 'Points'}
    />
  );
}
