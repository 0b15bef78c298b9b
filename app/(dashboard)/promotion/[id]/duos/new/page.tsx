// /promotion/{id}/duos/new: a new duo template (added to a collection from the collection editor).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { PromotionDuoTemplateForm } from '@/components/admin/duo-templates/promotion-duo-template-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('newDuo.title') };
}

export default async function NewPromotionDuoPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  return (
    <PromotionFrame promotion={promotion} current="duos" title={t('newDuo.title')} intro={t('newDuo.intro')}>
      <PromotionDuoTemplateForm promotionId={promotion.id} />
    </PromotionFrame>
  );
}
