import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireSignedInPage } from '@/server/pages/guards';
import { ActivitiesScreen } from '@/components/activities/activities-screen';
import { parseFilter } from '@/components/activities/filters';
import { RealtimeMarker } from '@/components/home/realtime-marker';

export const metadata: Metadata = { title: 'Activities' };

export default async function ActivitiesPage({ params }: { params: Promise<{ filter: string }> }) {
  await requireSignedInPage();
  const { filter: raw } = await params;
  const filter = parseFilter(raw);
  if (!filter) notFound();
  return (
    <>
      <RealtimeMarker />
      <ActivitiesScreen filter={filter} />
    </>
  );
}
