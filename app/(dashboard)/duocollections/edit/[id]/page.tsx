// /duocollections/edit/{id}
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { findDuoCollection, listDuoTemplates } from '@/server/duo-templates/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionEditor } from '@/components/admin/scenes/collection-editor';
import { duoCollectionValue, templateChoice } from '@/components/admin/scenes/choices';
import { pathId } from '@/components/admin/scenes/path-id';
import { Breadcrumb } from '@/components/ui';

export const metadata: Metadata = { title: 'Duo collection' };

export default async function EditDuoCollectionPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePromotionAdminPage();
  const id = pathId((await params).id);
  const [collection, templates] = await Promise.all([id ? findDuoCollection(id) : null, listDuoTemplates()]);
  if (!collection) notFound();
  return (
    <AdminPage title={collection.name} intro={`${collection.duo_templates.length} duo templates`}>
      <Breadcrumb trail={[{ href: '/duocollections/list', label: 'Duo collections' }]} current={collection.name} />
      <CollectionEditor key={collection.id} noun="duo template" endpoint="/duo_collections" listHref="/duocollections/list" idsField="duo_template_ids"
        collection={duoCollectionValue(collection)} library={templates.map(templateChoice)} />
    </AdminPage>
  );
}
