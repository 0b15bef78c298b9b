import type { Metadata } from 'next';
import { TeamBoardView } from '@/components/leaderboard/team-board';
import { currentCompetitionId } from '@/components/leaderboard/current-competition';
import { clientSession, getPageContext } from '@/server/pages/context';
import { boardPage } from '../board-context';

export const metadata: Metadata = { title: 'Team Leaderboard' };

export default async function TeamLeaderboardPage() {
  const { locations, locationLabels } = await boardPage('team');
  // The team board is the current competition's (current_competition.id), read from the promotion as the API
  // serializes it.
  const { promotion } = clientSession(await getPageContext());
  return <TeamBoardView competitionId={currentCompetitionId(promotion)} locations={locations} locationLabels={locationLabels} />;
}
