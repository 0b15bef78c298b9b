// /promotion/{id}/competition/new: a new competition from the §9 defaults and the promotion's dates.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { competitionDefaults } from '@/server/competitions/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { CompetitionForm } from '@/components/admin/competitions/competition-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('newCompetition.title') };
}

export default async function NewCompetitionPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const draft = await competitionDefaults(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="competitions" title={t('newCompetition.title')}>
      <CompetitionForm promotionId={promotion.id} competition={null} draft={draft} />
    </PromotionFrame>
  );
}
