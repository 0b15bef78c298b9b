import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HydrationBoundary } from '@tanstack/react-query';
import { requireSignedInPage } from '@/server/pages/guards';
import { prefetchApi } from '@/server/pages/prefetch';
import { statsPrefetches } from '@/app/(app)/participant-prefetch';
import { ResultsDialog } from '@/components/stats/results-dialog';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('stats');
  return { title: t('resultsMetaTitle') };
}

export default async function ResultsPage() {
  await requireSignedInPage();
  // The results are fetched here so the dialog opens with them (server/pages/prefetch.ts).
  const state = await prefetchApi(statsPrefetches());
  return (
    <HydrationBoundary state={state}>
      <ResultsDialog />
    </HydrationBoundary>
  );
}
