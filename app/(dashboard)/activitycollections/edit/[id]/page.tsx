// /activitycollections/edit/{id}: the collection's activities in order (drag and drop with a keyboard alternative),
// its areas of interest, adding, creating and removing items.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { findCollection, itemChoices } from '@/server/activity-collections/queries';
import { Breadcrumb } from '@/components/ui';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionEditor } from '@/components/admin/activity-collections/collection-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-collections');
  return { title: t('activities.metaEdit') };
}

export default async function EditActivityCollectionPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePromotionAdminPage();
  const { id } = await params;
  const collection = /^\d{1,9}$/.test(id) ? await findCollection(Number(id)) : null;
  if (!collection) notFound();
  const [choices, t] = await Promise.all([itemChoices(collection.promotion_id), getTranslations('admin-collections')]);
  return (
    <AdminPage title={collection.name} intro={collection.promotion_name ? t('activities.ownCollection', { promotion: collection.promotion_name }) : t('activities.libraryCollection')}>
      <Breadcrumb trail={[{ href: '/activitycollections/list', label: t('activities.title') }]} current={collection.name} />
      <CollectionEditor collection={collection} activityChoices={choices.activities} areaChoices={choices.areas} />
    </AdminPage>
  );
}
