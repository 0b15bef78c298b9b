// /activitycollections/create
import type { Metadata } from 'next';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { promotionChoices } from '@/server/activity-collections/queries';
import { Breadcrumb } from '@/components/ui';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionCreateForm } from '@/components/admin/activity-collections/collection-create-form';

export const metadata: Metadata = { title: 'New activity collection' };

export default async function CreateActivityCollectionPage() {
  await requirePromotionAdminPage();
  const promotions = await promotionChoices();
  return (
    <AdminPage title="New activity collection">
      <Breadcrumb trail={[{ href: '/activitycollections/list', label: 'Activity collections' }]} current="New" />
      <CollectionCreateForm promotions={promotions} />
    </AdminPage>
  );
}
