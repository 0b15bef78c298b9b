// /duo/templates/{duoId}/edit
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { findDuoTemplate } from '@/server/duo-templates/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { DuoTemplateForm } from '@/components/admin/duo-templates/duo-template-form';
import { pathId } from '@/components/admin/scenes/path-id';
import { Breadcrumb } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-duos');
  return { title: t('metaEdit') };
}

export default async function EditDuoTemplatePage({ params }: { params: Promise<{ duoId: string }> }) {
  await requirePromotionAdminPage();
  const id = pathId((await params).duoId);
  const template = id ? await findDuoTemplate(id) : null;
  if (!template) notFound();
  const t = await getTranslations('admin-duos');
  return (
    <AdminPage title={template.name} intro={t('editIntro', { images: template.duo_images.length, collections: template.collection_count, duos: template.duo_count })}>
      <Breadcrumb trail={[{ href: '/duo/templates', label: t('title') }]} current={template.name} />
      <DuoTemplateForm key={template.id} template={template} />
    </AdminPage>
  );
}
