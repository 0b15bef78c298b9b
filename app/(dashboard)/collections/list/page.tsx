// /collections/list: the scene collections (master only).
import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { listSceneCollections } from '@/server/scenes/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionsTable } from '@/components/admin/scenes/collections-table';
import { Button } from '@/components/ui';

export const metadata: Metadata = { title: 'Scene collections' };

export default async function SceneCollectionsPage() {
  await requirePromotionAdminPage();
  const collections = await listSceneCollections();
  const rows = collections.map((c) => ({ id: c.id, name: c.name, items: c.scene_count, extra: c.tile_count, promotions: c.promotion_count }));
  return (
    <AdminPage title="Scene collections" intro="The scenes a promotion's participants fill in, in order. A promotion picks its collection in its settings."
      actions={<><Button asChild variant="secondary"><Link href="/scenes">Scenes</Link></Button><Button asChild><Link href="/collections/create">New collection</Link></Button></>}>
      <CollectionsTable rows={rows} itemsLabel="Scenes" extraLabel="Tiles" editBase="/collections/edit" caption="Scene collections" createHref="/collections/create" />
    </AdminPage>
  );
}
