// /promotion/{id}/edit: every field of the promotion, in sections that each save their own fields. Not keyed by
// updated_at: a section's save refreshes the page without resetting what is typed in the other sections.
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { promotionFormOptions } from '@/server/promotions/admin/queries';
import { PromotionForm } from '@/components/admin/promotions/promotion-form';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { toValues } from '@/components/admin/promotions/promotion-form-values';

export const metadata: Metadata = { title: 'Promotion settings' };

export default async function EditPromotionPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const options = await promotionFormOptions();
  return (
    <PromotionFrame promotion={promotion} current="edit" title="Settings">
      <PromotionForm promotion={promotion} initial={toValues(promotion)} options={options} />
    </PromotionFrame>
  );
}
