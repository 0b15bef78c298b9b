// /promotion/{id}/competitions: the promotion's competitions (issue 15, docs/admin-competitions-and-evaluations.md).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listCompetitions } from '@/server/competitions/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { CompetitionsList } from '@/components/admin/competitions/competitions-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('competitions.title') };
}

export default async function CompetitionsPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const competitions = await listCompetitions(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="competitions" title={t('competitions.title')} intro={t('competitions.intro')}>
      <CompetitionsList promotionId={promotion.id} competitions={competitions} />
    </PromotionFrame>
  );
}
