import type { Metadata } from 'next';
import { PersonBoardPage } from '../person-board-page';

export const metadata: Metadata = { title: 'Individual Leaderboard' };

export default function IndividualLeaderboardPage() {
  return <PersonBoardPage kind="individual" />;
}
