// /duocollections/list: the duo collections (master only).
import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { listDuoCollections } from '@/server/duo-templates/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionsTable } from '@/components/admin/scenes/collections-table';
import { Button } from '@/components/ui';

export const metadata: Metadata = { title: 'Duo collections' };

export default async function DuoCollectionsPage() {
  await requirePromotionAdminPage();
  const rows = (await listDuoCollections()).map((c) => ({ id: c.id, name: c.name, items: c.duo_templates.length, promotions: c.promotion_count }));
  return (
    <AdminPage title="Duo collections" intro="The duo templates a promotion's participants choose from, in order."
      actions={<><Button asChild variant="secondary"><Link href="/duo/templates">Duo templates</Link></Button><Button asChild><Link href="/duocollections/create">New collection</Link></Button></>}>
      <CollectionsTable rows={rows} itemsLabel="Templates" editBase="/duocollections/edit" caption="Duo collections" createHref="/duocollections/create" />
    </AdminPage>
  );
}
