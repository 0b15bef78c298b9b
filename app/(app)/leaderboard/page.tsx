import { redirect } from 'next/navigation';
import { leaderboardLanding } from './board-context';

export default async function LeaderboardPage() {
  redirect(await leaderboardLanding());
}
