import type { Metadata } from 'next';
import { LocationBoardView } from '@/components/leaderboard/location-board';
import { boardPage } from '../board-context';

export const metadata: Metadata = { title: 'Location Leaderboard' };

export default async function LocationLeaderboardPage() {
  const { promotionId, locationLabels } = await boardPage('location');
  return <LocationBoardView promotionId={promotionId} locationLabels={locationLabels} />;
}
