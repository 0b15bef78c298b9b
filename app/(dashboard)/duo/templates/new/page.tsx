// /duo/templates/new
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { DuoTemplateForm } from '@/components/admin/duo-templates/duo-template-form';
import { Breadcrumb } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-duos');
  return { title: t('metaNew') };
}

export default async function NewDuoTemplatePage() {
  await requirePromotionAdminPage();
  const t = await getTranslations('admin-duos');
  return (
    <AdminPage title={t('newTitle')}>
      <Breadcrumb trail={[{ href: '/duo/templates', label: t('title') }]} current={t('breadcrumbNew')} />
      <DuoTemplateForm />
    </AdminPage>
  );
}
