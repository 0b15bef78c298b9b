import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireTeam, weekParam } from '../../../artprize-context';
import { TeamPage } from '../../team-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('artprize');
  return { title: t('myTeamMetaTitle') };
}

export default async function MyTeamWeekPage({ params }: { params: Promise<{ week: string }> }) {
  const page = await requireTeam();
  const week = weekParam((await params).week, page.weeks);
  if (week === null) notFound();
  return <TeamPage page={page} week={week} />;
}
