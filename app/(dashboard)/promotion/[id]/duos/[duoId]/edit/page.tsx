// /promotion/{id}/duos/{duoId}/edit: a duo template, from the promotion's Duos screen.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { findDuoTemplate } from '@/server/duo-templates/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { PromotionDuoTemplateForm } from '@/components/admin/duo-templates/promotion-duo-template-form';
import { pathId } from '@/components/admin/scenes/path-id';

export const metadata: Metadata = { title: 'Duo template' };

export default async function EditPromotionDuoPage({ params }: { params: Promise<{ id: string; duoId: string }> }) {
  const { id, duoId } = await params;
  const promotion = await requireAdminPromotionPage(id);
  const templateId = pathId(duoId);
  const template = templateId ? await findDuoTemplate(templateId) : null;
  if (!template) notFound();
  return (
    <PromotionFrame promotion={promotion} current="duos" title={template.name} intro={`Shared by every promotion: used in ${template.collection_count} collections and ${template.duo_count} duos.`}>
      <PromotionDuoTemplateForm key={template.id} promotionId={promotion.id} template={template} />
    </PromotionFrame>
  );
}
