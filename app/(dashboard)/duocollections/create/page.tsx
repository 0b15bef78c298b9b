// /duocollections/create
import type { Metadata } from 'next';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { listDuoTemplates } from '@/server/duo-templates/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionEditor } from '@/components/admin/scenes/collection-editor';
import { templateChoice } from '@/components/admin/scenes/choices';
import { Breadcrumb } from '@/components/ui';

export const metadata: Metadata = { title: 'New duo collection' };

export default async function CreateDuoCollectionPage() {
  await requirePromotionAdminPage();
  const library = (await listDuoTemplates()).map(templateChoice);
  return (
    <AdminPage title="New duo collection">
      <Breadcrumb trail={[{ href: '/duocollections/list', label: 'Duo collections' }]} current="New" />
      <CollectionEditor noun="duo template" endpoint="/duo_collections" listHref="/duocollections/list" idsField="duo_template_ids" library={library} />
    </AdminPage>
  );
}
