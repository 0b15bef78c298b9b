// /promotion/{id}/coordinators: the coordinators box (comma-separated emails, empty entries ignored).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { CoordinatorsForm } from '@/components/admin/promotions/settings-forms';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('coordinators.title') };
}

export default async function CoordinatorsPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  return (
    <PromotionFrame promotion={promotion} current="coordinators" title={t('coordinators.title')}>
      <CoordinatorsForm key={promotion.updated_at} promotion={promotion} />
    </PromotionFrame>
  );
}
