// /activitycollections/list: every activity collection (the library's and the promotions' own).
import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { listCollections, promotionChoices } from '@/server/activity-collections/queries';
import { buttonClasses } from '@/components/ui';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionsTable } from '@/components/admin/activity-collections/collections-table';

export const metadata: Metadata = { title: 'Activity collections' };

export default async function ActivityCollectionsListPage() {
  await requirePromotionAdminPage();
  const [collections, promotions] = await Promise.all([listCollections({ all: true }), promotionChoices()]);
  return (
    <AdminPage
      title="Activity collections"
      intro="Sets of activities (each with the week it opens) and areas of interest: the library's, copied into programs, and each program's own."
      actions={<Link href="/activitycollections/create" className={buttonClasses('primary')}>New collection</Link>}
    >
      <CollectionsTable collections={collections} promotions={promotions} />
    </AdminPage>
  );
}
