// /promotion/{id}/labels: attraction, friend, point, level, wall and location labels with their plurals.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { LabelsForm } from '@/components/admin/promotions/settings-forms';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('labels.metaTitle') };
}

export default async function LabelsPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  return (
    <PromotionFrame promotion={promotion} current="labels" title={t('labels.title')}>
      <LabelsForm key={promotion.updated_at} promotion={promotion} />
    </PromotionFrame>
  );
}
