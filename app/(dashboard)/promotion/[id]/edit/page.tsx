// /promotion/{id}/edit: every field of the promotion, in sections that each save their own fields. Not keyed by
// updated_at: a section's save refreshes the page without resetting what is typed in the other sections.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { promotionFormOptions } from '@/server/promotions/admin/queries';
import { PromotionForm } from '@/components/admin/promotions/promotion-form';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { toValues } from '@/components/admin/promotions/promotion-form-values';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('settings.metaTitle') };
}

export default async function EditPromotionPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const options = await promotionFormOptions();
  return (
    <PromotionFrame promotion={promotion} current="edit" title={t('settings.title')}>
      <PromotionForm promotion={promotion} initial={toValues(promotion)} options={options} />
    </PromotionFrame>
  );
}
