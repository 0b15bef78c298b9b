import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { HydrationBoundary } from '@tanstack/react-query';
import { requireSignedInPage } from '@/server/pages/guards';
import { prefetchApi } from '@/server/pages/prefetch';
import { activitiesPrefetches } from '@/app/(app)/participant-prefetch';
import { ActivitiesScreen } from '@/components/activities/activities-screen';
import { filterQuery, parseFilter } from '@/components/activities/filters';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('activities');
  return { title: t('metaTitle') };
}

export default async function ActivitiesPage({ params }: { params: Promise<{ filter: string }> }) {
  const { promotion } = await requireSignedInPage();
  const { filter: raw } = await params;
  const filter = parseFilter(raw);
  if (!filter) notFound();
  // The list the screen asks for, fetched here so the first paint has it (server/pages/prefetch.ts).
  const state =
    promotion?.timeline.has_started
      ? await prefetchApi(activitiesPrefetches(promotion.id, filterQuery(filter, promotion.timeline.current_week)))
      : undefined;
  return (
    <HydrationBoundary state={state}>
      <ActivitiesScreen filter={filter} />
    </HydrationBoundary>
  );
}
