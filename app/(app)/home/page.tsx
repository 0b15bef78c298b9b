import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { loadHome } from '@/server/pages/home';
import { getPageContext } from '@/server/pages/context';
import { prefetchApi } from '@/server/pages/prefetch';
import { homePrefetches } from '@/app/(app)/participant-prefetch';
import { HomeScreen } from '@/components/home/home-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  return { title: t('metaTitle') };
}

// loadHome guards the page and sends a Poster to /wall_expert, super users to their dashboard and a participant of a
// promotion that has not started to /prestart/basics (server/pages/routing.ts homeRedirect). The scene, the home
// content and the widget's board are fetched here, so the first paint has them (server/pages/prefetch.ts).
export default async function HomePage({ searchParams }: { searchParams: Promise<{ dt?: string | string[] }> }) {
  const props = await loadHome();
  const { promotion } = await getPageContext();
  const dt = (await searchParams).dt;
  const day = typeof dt === 'string' && dt ? dt : null;
  const state = promotion
    ? await prefetchApi(
        homePrefetches(
          {
            id: promotion.id,
            showsIndividual: promotion.flags.is_show_individual_leaderboard,
            showsFriends: promotion.flags.is_buddy_feature_displayed,
            currentWeek: promotion.timeline.has_started && !promotion.timeline.has_logging_ended ? promotion.timeline.current_week : null,
          },
          day,
        ),
      )
    : undefined;
  return (
    <HydrationBoundary state={state}>
      <HomeScreen {...props} />
    </HydrationBoundary>
  );
}
