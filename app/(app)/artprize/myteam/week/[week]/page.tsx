import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireTeam, weekParam } from '../../../artprize-context';
import { TeamPage } from '../../team-page';

export const metadata: Metadata = { title: 'My Team' };

export default async function MyTeamWeekPage({ params }: { params: Promise<{ week: string }> }) {
  const page = await requireTeam();
  const week = weekParam((await params).week, page.weeks);
  if (week === null) notFound();
  return <TeamPage page={page} week={week} />;
}
