import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocationBoardView } from '@/components/leaderboard/location-board';
import { boardPage } from '../board-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('leaderboard.meta');
  return { title: t('location') };
}

export default async function LocationLeaderboardPage() {
  const { promotionId, locationLabels } = await boardPage('location');
  return <LocationBoardView promotionId={promotionId} locationLabels={locationLabels} />;
}
