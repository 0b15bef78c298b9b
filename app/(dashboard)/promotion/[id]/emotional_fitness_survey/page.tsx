// /promotion/{id}/emotional_fitness_survey: the promotion's Flourishing Scale (a user survey, answers 1-7).
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { findFlourishing, flourishingDraft } from '@/server/surveys/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { FlourishingEditor } from '@/components/admin/evaluations/flourishing-editor';

export const metadata: Metadata = { title: 'Flourishing Scale' };

export default async function FlourishingPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const survey = await findFlourishing(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="evaluations-definitions" title="Flourishing Scale" intro="Eight statements on how participants are doing, each answered from 1 to 7.">
      <FlourishingEditor promotionId={promotion.id} survey={survey} draft={flourishingDraft()} startsOn={promotion.starts_on} />
    </PromotionFrame>
  );
}
