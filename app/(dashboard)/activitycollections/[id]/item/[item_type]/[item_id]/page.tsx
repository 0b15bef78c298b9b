// /activitycollections/{id}/item/{item_type}/{item_id}: create ('new') or edit an activity or area of interest of the
// collection's owner; saving goes back to the collection.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { findCollection } from '@/server/activity-collections/queries';
import { findAdminActivity, listAdminActivities } from '@/server/activities/admin/activities';
import { findAdminArea, listAdminAreas } from '@/server/activities/admin/areas';
import { Breadcrumb } from '@/components/ui';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { ActivityForm } from '@/components/admin/activities/activity-form';
import { AreaForm } from '@/components/admin/activities/areas-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-collections');
  return { title: t('activities.metaItem') };
}

type Params = { id: string; item_type: string; item_id: string };

export default async function CollectionItemPage({ params }: { params: Promise<Params> }) {
  await requirePromotionAdminPage();
  const { id, item_type, item_id } = await params;
  const collection = /^\d{1,9}$/.test(id) ? await findCollection(Number(id)) : null;
  if (!collection || (item_type !== 'Activity' && item_type !== 'AreaOfInterest')) notFound();
  const isNew = item_id === 'new';
  if (!isNew && !/^\d{1,9}$/.test(item_id)) notFound();
  const owner = collection.promotion_id;
  const t = await getTranslations('admin-collections');
  const trail = [{ href: '/activitycollections/list', label: t('activities.title') }, { href: `/activitycollections/edit/${collection.id}`, label: collection.name }];

  if (item_type === 'Activity') {
    const activity = isNew ? null : await findAdminActivity(Number(item_id));
    if (!isNew && (!activity || activity.promotion_id !== owner)) notFound();
    const [areas, siblings] = await Promise.all([listAdminAreas(owner), listAdminActivities(owner)]);
    return (
      <AdminPage title={activity ? activity.name : t('activities.newActivity')}>
        <Breadcrumb trail={trail} current={activity ? activity.name : t('activities.newActivity')} />
        <ActivityForm promotionId={owner} collectionId={collection.id} activity={activity} category={null} areas={areas} siblings={siblings.map((s) => ({ id: s.id, name: s.name }))} />
      </AdminPage>
    );
  }
  const area = isNew ? null : await findAdminArea(Number(item_id));
  if (!isNew && (!area || area.promotion_id !== owner)) notFound();
  return (
    <AdminPage title={area ? area.name : t('activities.newArea')}>
      <Breadcrumb trail={trail} current={area ? area.name : t('activities.newArea')} />
      <AreaForm promotionId={owner} collectionId={collection.id} area={area} />
    </AdminPage>
  );
}
