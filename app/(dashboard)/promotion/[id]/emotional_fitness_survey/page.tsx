// /promotion/{id}/emotional_fitness_survey: the promotion's Flourishing Scale (a user survey, answers 1-7).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { findFlourishing, flourishingDraft } from '@/server/surveys/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { FlourishingEditor } from '@/components/admin/evaluations/flourishing-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('flourishing.title') };
}

export default async function FlourishingPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const survey = await findFlourishing(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="evaluations-definitions" title={t('flourishing.title')} intro={t('flourishing.intro')}>
      <FlourishingEditor promotionId={promotion.id} survey={survey} draft={flourishingDraft()} startsOn={promotion.starts_on} />
    </PromotionFrame>
  );
}
