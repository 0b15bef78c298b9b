// /promotion/{id}/duos/{duoId}/edit: a duo template, from the promotion's Duos screen.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { findDuoTemplate } from '@/server/duo-templates/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { PromotionDuoTemplateForm } from '@/components/admin/duo-templates/promotion-duo-template-form';
import { pathId } from '@/components/admin/scenes/path-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('editDuo.metaTitle') };
}

export default async function EditPromotionDuoPage({ params }: { params: Promise<{ id: string; duoId: string }> }) {
  const t = await getTranslations('admin-pages');
  const { id, duoId } = await params;
  const promotion = await requireAdminPromotionPage(id);
  const templateId = pathId(duoId);
  const template = templateId ? await findDuoTemplate(templateId) : null;
  if (!template) notFound();
  return (
    <PromotionFrame promotion={promotion} current="duos" title={template.name} intro={t('editDuo.intro', { collections: template.collection_count, duos: template.duo_count })}>
      <PromotionDuoTemplateForm key={template.id} promotionId={promotion.id} template={template} />
    </PromotionFrame>
  );
}
