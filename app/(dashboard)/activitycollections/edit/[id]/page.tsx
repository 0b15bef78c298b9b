// /activitycollections/edit/{id}: the collection's activities in order (drag and drop with a keyboard alternative),
// its areas of interest, adding, creating and removing items.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { findCollection, itemChoices } from '@/server/activity-collections/queries';
import { Breadcrumb } from '@/components/ui';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionEditor } from '@/components/admin/activity-collections/collection-editor';

export const metadata: Metadata = { title: 'Edit activity collection' };

export default async function EditActivityCollectionPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePromotionAdminPage();
  const { id } = await params;
  const collection = /^\d{1,9}$/.test(id) ? await findCollection(Number(id)) : null;
  if (!collection) notFound();
  const choices = await itemChoices(collection.promotion_id);
  return (
    <AdminPage title={collection.name} intro={collection.promotion_name ? `${collection.promotion_name}'s own collection` : 'A library collection'}>
      <Breadcrumb trail={[{ href: '/activitycollections/list', label: 'Activity collections' }]} current={collection.name} />
      <CollectionEditor collection={collection} activityChoices={choices.activities} areaChoices={choices.areas} />
    </AdminPage>
  );
}
