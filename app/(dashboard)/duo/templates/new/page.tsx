// /duo/templates/new
import type { Metadata } from 'next';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { DuoTemplateForm } from '@/components/admin/duo-templates/duo-template-form';
import { Breadcrumb } from '@/components/ui';

export const metadata: Metadata = { title: 'New duo template' };

export default async function NewDuoTemplatePage() {
  await requirePromotionAdminPage();
  return (
    <AdminPage title="New duo template">
      <Breadcrumb trail={[{ href: '/duo/templates', label: 'Duo templates' }]} current="New" />
      <DuoTemplateForm />
    </AdminPage>
  );
}
