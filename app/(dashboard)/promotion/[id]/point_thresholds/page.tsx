// /promotion/{id}/point_thresholds: Step, Minute and Behavior thresholds.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listPointThresholds } from '@/server/promotions/admin/queries';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { PointThresholdList } from '@/components/admin/promotions/point-thresholds';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('pointThresholds.title') };
}

export default async function PointThresholdsPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const thresholds = await listPointThresholds(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="point_thresholds" title={t('pointThresholds.title')}>
      <PointThresholdList promotionId={promotion.id} thresholds={thresholds} pointLabel={promotion.point_label_plural} />
    </PromotionFrame>
  );
}
