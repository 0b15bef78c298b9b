// /activitycollections/create
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { promotionChoices } from '@/server/activity-collections/queries';
import { Breadcrumb } from '@/components/ui';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionCreateForm } from '@/components/admin/activity-collections/collection-create-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-collections');
  return { title: t('activities.metaNew') };
}

export default async function CreateActivityCollectionPage() {
  await requirePromotionAdminPage();
  const [promotions, t] = await Promise.all([promotionChoices(), getTranslations('admin-collections')]);
  return (
    <AdminPage title={t('activities.newTitle')}>
      <Breadcrumb trail={[{ href: '/activitycollections/list', label: t('activities.title') }]} current={t('breadcrumbNew')} />
      <CollectionCreateForm promotions={promotions} />
    </AdminPage>
  );
}
