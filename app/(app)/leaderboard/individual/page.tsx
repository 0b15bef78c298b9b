import type { Metadata } from 'next';
import { PersonBoardView } from '@/components/leaderboard/person-board';
import { boardPage } from '../board-context';

export const metadata: Metadata = { title: 'Individual Leaderboard' };

export default async function IndividualLeaderboardPage() {
  return <PersonBoardView kind="individual" {...await boardPage('individual')} />;
}
