import type { Metadata } from 'next';
import { PersonBoardView } from '@/components/leaderboard/person-board';
import { boardPage } from '../board-context';

export const metadata: Metadata = { title: 'Friends Leaderboard' };

export default async function FriendsLeaderboardPage() {
  return <PersonBoardView kind="friends" {...await boardPage('friends')} />;
}
