import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HydrationBoundary } from '@tanstack/react-query';
import { requireSignedInPage } from '@/server/pages/guards';
import { prefetchApi } from '@/server/pages/prefetch';
import { badgesPrefetches } from '@/app/(app)/participant-prefetch';
import { BadgesView } from '@/components/badges/badges-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('badges');
  return { title: t('metaTitle') };
}

export default async function BadgesPage() {
  await requireSignedInPage();
  const t = await getTranslations('badges');
  // The badges are fetched here so the first paint has them: a loading block that grew into the grid pushed the footer
  // down (CLS 0.19; docs/benchmarks.md "Session 19").
  const state = await prefetchApi(badgesPrefetches());
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-h1 text-ink">{t('title')}</h1>
        <p className="mt-2 text-ink-muted">{t('intro')}</p>
      </header>
      <HydrationBoundary state={state}>
        <BadgesView />
      </HydrationBoundary>
    </div>
  );
}
