import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireSignedInPage } from '@/server/pages/guards';
import { WeeklyView } from '@/components/activities/weekly-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('activities');
  return { title: t('weekMetaTitle') };
}

// The weekly logging view, with parameters week and date.
export default async function WeekPage({ params, searchParams }: { params: Promise<{ week: string }>; searchParams: Promise<{ date?: string | string[] }> }) {
  await requireSignedInPage();
  const { week: raw } = await params;
  const { date } = await searchParams;
  const week = /^\d{1,3}$/.test(raw) ? Number(raw) : 0;
  if (week < 1) notFound();
  return (
    <>
      <WeeklyView week={week} date={typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null} />
    </>
  );
}
