// /collections/create
import type { Metadata } from 'next';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { listScenes } from '@/server/scenes/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionEditor } from '@/components/admin/scenes/collection-editor';
import { sceneChoice } from '@/components/admin/scenes/choices';
import { Breadcrumb } from '@/components/ui';

export const metadata: Metadata = { title: 'New scene collection' };

export default async function CreateSceneCollectionPage() {
  await requirePromotionAdminPage();
  const library = (await listScenes()).map(sceneChoice);
  return (
    <AdminPage title="New scene collection">
      <Breadcrumb trail={[{ href: '/collections/list', label: 'Scene collections' }]} current="New" />
      <CollectionEditor noun="scene" endpoint="/collections" listHref="/collections/list" idsField="scene_ids" library={library} />
    </AdminPage>
  );
}
