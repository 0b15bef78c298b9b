import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ExpertWall } from '@/components/wall/expert-wall';
import { expertPage, promotionIdParam } from '../../expert-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-wall-expert');
  return { title: t('metaWalls') };
}

// A chosen promotion's wall (/wallexpert/walls/{promotion id}), or the current one when no id is given.
export default async function WallExpertWallsPage({ params }: { params: Promise<{ wallable_id?: string[] }> }) {
  const { hostPromotion } = await expertPage();
  const { wallable_id } = await params;
  return <ExpertWall mode="walls" requestedId={promotionIdParam(wallable_id?.[0])} hostPromotion={hostPromotion} />;
}
