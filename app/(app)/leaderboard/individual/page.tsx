import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PersonBoardPage } from '../person-board-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('leaderboard.meta');
  return { title: t('individual') };
}

export default function IndividualLeaderboardPage() {
  return <PersonBoardPage kind="individual" />;
}
