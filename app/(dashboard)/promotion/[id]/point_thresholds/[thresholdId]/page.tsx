// /promotion/{id}/point_thresholds/{thresholdId|new}: one threshold's editor.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { findPointThreshold } from '@/server/promotions/admin/queries';
import { listBehaviorChoices } from '@/server/promotions/admin/levels';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { PointThresholdEditor } from '@/components/admin/promotions/point-thresholds';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('pointThreshold.metaTitle') };
}

export default async function PointThresholdPage({ params }: { params: Promise<{ id: string; thresholdId: string }> }) {
  const t = await getTranslations('admin-pages');
  const { id, thresholdId } = await params;
  const promotion = await requireAdminPromotionPage(id);
  let threshold = null;
  if (thresholdId !== 'new') {
    const tid = /^[1-9]\d{0,9}$/.test(thresholdId) && Number(thresholdId) <= 2 ** 31 - 1 ? Number(thresholdId) : null;
    threshold = tid ? await findPointThreshold(promotion.id, tid) : null;
    if (!threshold) notFound();
  }
  const behaviors = await listBehaviorChoices(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="point_thresholds" title={threshold ? t('pointThreshold.editTitle') : t('pointThreshold.newTitle')}>
      <PointThresholdEditor promotionId={promotion.id} threshold={threshold} behaviors={behaviors} />
    </PromotionFrame>
  );
}
