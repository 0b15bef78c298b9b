import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireSignedInPage } from '@/server/pages/guards';
import { ActivitiesScreen } from '@/components/activities/activities-screen';
import { parseFilter } from '@/components/activities/filters';

export const metadata: Metadata = { title: 'Activities' };

export default async function ActivitiesPage({ params }: { params: Promise<{ filter: string }> }) {
  await requireSignedInPage();
  const { filter: raw } = await params;
  const filter = parseFilter(raw);
  if (!filter) notFound();
  return (
    <>
      <ActivitiesScreen filter={filter} />
    </>
  );
}
