import type { Metadata } from 'next';
import { ExpertWall } from '@/components/wall/expert-wall';
import { expertPage, promotionIdParam } from '../../expert-context';

export const metadata: Metadata = { title: 'Promotion Walls' };

// A chosen promotion's wall (/wallexpert/walls/{promotion id}), or the current one when no id is given.
export default async function WallExpertWallsPage({ params }: { params: Promise<{ wallable_id?: string[] }> }) {
  const { hostPromotion } = await expertPage();
  const { wallable_id } = await params;
  return <ExpertWall mode="walls" requestedId={promotionIdParam(wallable_id?.[0])} hostPromotion={hostPromotion} />;
}
