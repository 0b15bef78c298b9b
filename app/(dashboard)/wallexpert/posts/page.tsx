import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ExpertWall } from '@/components/wall/expert-wall';
import { expertPage, promotionIdParam } from '../expert-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-wall-expert');
  return { title: t('metaPosts') };
}

// The expert's own posts (default filter my) on the chosen program's wall (?promotion={id} on the dashboard).
export default async function WallExpertPostsPage({ searchParams }: { searchParams: Promise<{ promotion?: string | string[] }> }) {
  const { hostPromotion } = await expertPage();
  const { promotion } = await searchParams;
  return <ExpertWall mode="posts" requestedId={promotionIdParam(promotion)} hostPromotion={hostPromotion} />;
}
