import type { Metadata } from 'next';
import { PersonBoardPage } from '../person-board-page';

export const metadata: Metadata = { title: 'Friends Leaderboard' };

export default function FriendsLeaderboardPage() {
  return <PersonBoardPage kind="friends" />;
}
