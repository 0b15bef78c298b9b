// /duo/templates/{duoId}/edit
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { findDuoTemplate } from '@/server/duo-templates/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { DuoTemplateForm } from '@/components/admin/duo-templates/duo-template-form';
import { pathId } from '@/components/admin/scenes/path-id';
import { Breadcrumb } from '@/components/ui';

export const metadata: Metadata = { title: 'Duo template' };

export default async function EditDuoTemplatePage({ params }: { params: Promise<{ duoId: string }> }) {
  await requirePromotionAdminPage();
  const id = pathId((await params).duoId);
  const template = id ? await findDuoTemplate(id) : null;
  if (!template) notFound();
  return (
    <AdminPage title={template.name} intro={`${template.duo_images.length} images · in ${template.collection_count} collections · ${template.duo_count} duos`}>
      <Breadcrumb trail={[{ href: '/duo/templates', label: 'Duo templates' }]} current={template.name} />
      <DuoTemplateForm key={template.id} template={template} />
    </AdminPage>
  );
}
