import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HydrationBoundary } from '@tanstack/react-query';
import { TeamBoardView } from '@/components/leaderboard/team-board';
import { currentCompetitionId } from '@/components/leaderboard/current-competition';
import { clientSession, getPageContext } from '@/server/pages/context';
import { prefetchApi } from '@/server/pages/prefetch';
import { teamBoardPrefetch } from '@/app/(app)/participant-prefetch';
import { boardPage } from '../board-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('leaderboard.meta');
  return { title: t('team') };
}

export default async function TeamLeaderboardPage() {
  const { locations, locationLabels } = await boardPage('team');
  // The team board is the current competition's (current_competition.id), read from the promotion as the API
  // serializes it. Its first page is fetched on the server, so the table paints with its rows (as the person boards);
  // the board is a Suspense boundary of its own, so its hydration is yielding work apart from the page's frame.
  const { promotion } = clientSession(await getPageContext());
  const competitionId = currentCompetitionId(promotion);
  const state = await prefetchApi(competitionId === null ? [] : [teamBoardPrefetch(competitionId)]);
  return (
    <HydrationBoundary state={state}>
      <Suspense>
        <TeamBoardView competitionId={competitionId} locations={locations} locationLabels={locationLabels} />
      </Suspense>
    </HydrationBoundary>
  );
}
