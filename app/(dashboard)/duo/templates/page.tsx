// /duo/templates: the duo templates (master only).
import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { listDuoTemplates } from '@/server/duo-templates/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { DuoTemplatesTable } from '@/components/admin/duo-templates/duo-templates-table';
import { Button } from '@/components/ui';

export const metadata: Metadata = { title: 'Duo templates' };

export default async function DuoTemplatesPage() {
  await requirePromotionAdminPage();
  const templates = await listDuoTemplates();
  return (
    <AdminPage title="Duo templates" intro="What two participants do together: a name, a description, an optional video and one image a day."
      actions={<><Button asChild variant="secondary"><Link href="/duocollections/list">Duo collections</Link></Button><Button asChild><Link href="/duo/templates/new">New template</Link></Button></>}>
      <DuoTemplatesTable templates={templates} />
    </AdminPage>
  );
}
