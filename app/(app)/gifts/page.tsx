import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { HydrationBoundary } from '@tanstack/react-query';
import { requireSignedInPage } from '@/server/pages/guards';
import { prefetchApi, prefetched } from '@/server/pages/prefetch';
import { giftEligiblePrefetch, giftsPrefetches, socialPrefetchKeys } from '@/app/(app)/social-prefetch';
import type { GiftSummary } from '@/lib/gifts/types';
import { isParticipant, type Role } from '@/lib/roles';
import { GiftPointsScreen } from '@/components/gifts/gift-points-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('gifts');
  return { title: t('metaTitle') };
}

// /gifts: offer gift points to someone in the team competition, see the gift waiting for the user's answer and the
// user's recent offers. Gift points belong to the team competition: with teams off (or for non-participants) the
// page does not exist.
export default async function GiftsPage() {
  const { promotion, user } = await requireSignedInPage();
  if (!promotion || !promotion.flags.is_teams_enabled || !isParticipant(user.role as Role)) notFound();
  const t = await getTranslations('gifts');
  // The screen paints with its data: fetched in the browser, the list of people arrived after the first paint and
  // pushed the recent offers down (CLS 0.09; docs/benchmarks.md "Session 23"). The list only for a giver with a gift.
  const state = await prefetchApi(giftsPrefetches());
  const giftable = prefetched<GiftSummary>(state, socialPrefetchKeys.giftSummary)?.giftable ?? 0;
  const people = giftable > 0 ? await prefetchApi([giftEligiblePrefetch()]) : undefined;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
      <HydrationBoundary state={state}>
        <HydrationBoundary state={people}>
          <GiftPointsScreen />
        </HydrationBoundary>
      </HydrationBoundary>
    </div>
  );
}
