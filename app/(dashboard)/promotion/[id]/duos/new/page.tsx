// /promotion/{id}/duos/new: a new duo template (added to a collection from the collection editor).
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { PromotionDuoTemplateForm } from '@/components/admin/duo-templates/promotion-duo-template-form';

export const metadata: Metadata = { title: 'New duo template' };

export default async function NewPromotionDuoPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  return (
    <PromotionFrame promotion={promotion} current="duos" title="New duo template" intro="Templates are shared by every promotion; add it to this promotion's duo collection to offer it here.">
      <PromotionDuoTemplateForm promotionId={promotion.id} />
    </PromotionFrame>
  );
}
