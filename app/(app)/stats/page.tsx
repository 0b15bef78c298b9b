import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireSignedInPage } from '@/server/pages/guards';
import { HydrationBoundary } from '@tanstack/react-query';
import { prefetchApi } from '@/server/pages/prefetch';
import { statsPrefetches } from '@/app/(app)/participant-prefetch';
import { StatsView } from '@/components/stats/stats-view';
import { IntentLink } from '@/components/ui/intent-link';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('stats');
  return { title: t('metaTitle') };
}

export default async function StatsPage() {
  await requireSignedInPage();
  const t = await getTranslations('stats');
  // The results are fetched here so the first paint has them (server/pages/prefetch.ts).
  const state = await prefetchApi(statsPrefetches());
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-h1 text-ink">{t('pageTitle')}</h1>
          <p className="mt-2 text-ink-muted">{t('pageIntro')}</p>
        </div>
        {/* Fetched when reached for, not during the page's load (components/ui/intent-link.tsx). */}
        <IntentLink href="/journey/my" className="font-semibold text-brand underline underline-offset-2">
          {t('myJourney')}
        </IntentLink>
      </header>
      <HydrationBoundary state={state}>
        <StatsView />
      </HydrationBoundary>
    </div>
  );
}
