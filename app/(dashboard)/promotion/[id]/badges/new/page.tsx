// /promotion/{id}/badges/new
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { BadgeForm } from '@/components/admin/badges/badge-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('newBadge.title') };
}

export default async function NewBadgePage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  return (
    <PromotionFrame promotion={promotion} current="badges" title={t('newBadge.title')}>
      <BadgeForm promotionId={promotion.id} badge={null} />
    </PromotionFrame>
  );
}
