import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HydrationBoundary } from '@tanstack/react-query';
import { requireSignedInPage } from '@/server/pages/guards';
import { prefetchApi } from '@/server/pages/prefetch';
import { journeyPrefetches } from '@/app/(app)/participant-prefetch';
import { JourneyScreen } from '@/components/journey/journey-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('journey');
  return { title: t('metaTitle') };
}

export default async function MyJourneyPage() {
  // Layouts do not re-run on client navigation, so the page checks the session itself (docs/app-shell.md).
  await requireSignedInPage();
  // The reflections' first page and the summary, so the first paint has them (server/pages/prefetch.ts).
  const state = await prefetchApi(journeyPrefetches());
  return (
    <HydrationBoundary state={state}>
      <JourneyScreen />
    </HydrationBoundary>
  );
}
