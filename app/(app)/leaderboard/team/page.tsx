import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TeamBoardView } from '@/components/leaderboard/team-board';
import { currentCompetitionId } from '@/components/leaderboard/current-competition';
import { clientSession, getPageContext } from '@/server/pages/context';
import { boardPage } from '../board-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('leaderboard.meta');
  return { title: t('team') };
}

export default async function TeamLeaderboardPage() {
  const { locations, locationLabels } = await boardPage('team');
  // The team board is the current competition's (current_competition.id), read from the promotion as the API
  // serializes it.
  const { promotion } = clientSession(await getPageContext());
  return <TeamBoardView competitionId={currentCompetitionId(promotion)} locations={locations} locationLabels={locationLabels} />;
}
