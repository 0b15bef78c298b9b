import type { Metadata } from 'next';
import { ExpertWall } from '@/components/wall/expert-wall';
import { expertPage, promotionIdParam } from '../expert-context';

export const metadata: Metadata = { title: 'My Posts' };

// The expert's own posts (default filter my) on the chosen program's wall (?promotion={id} on the dashboard).
export default async function WallExpertPostsPage({ searchParams }: { searchParams: Promise<{ promotion?: string | string[] }> }) {
  const { hostPromotion } = await expertPage();
  const { promotion } = await searchParams;
  return <ExpertWall mode="posts" requestedId={promotionIdParam(promotion)} hostPromotion={hostPromotion} />;
}
