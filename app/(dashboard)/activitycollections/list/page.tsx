// /activitycollections/list: every activity collection (the library's and the promotions' own).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { listCollections, promotionChoices } from '@/server/activity-collections/queries';
import { buttonClasses } from '@/components/ui';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionsTable } from '@/components/admin/activity-collections/collections-table';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-collections');
  return { title: t('activities.metaList') };
}

export default async function ActivityCollectionsListPage() {
  await requirePromotionAdminPage();
  const [collections, promotions, t] = await Promise.all([listCollections({ all: true }), promotionChoices(), getTranslations('admin-collections')]);
  return (
    <AdminPage
      title={t('activities.title')}
      intro={t('activities.intro')}
      actions={<Link href="/activitycollections/create" className={buttonClasses('primary')}>{t('newCollection')}</Link>}
    >
      <CollectionsTable collections={collections} promotions={promotions} />
    </AdminPage>
  );
}
