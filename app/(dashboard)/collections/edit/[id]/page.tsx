// /collections/edit/{id}
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { findSceneCollection, listScenes } from '@/server/scenes/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionEditor } from '@/components/admin/scenes/collection-editor';
import { sceneChoice, sceneCollectionValue } from '@/components/admin/scenes/choices';
import { pathId } from '@/components/admin/scenes/path-id';
import { Breadcrumb } from '@/components/ui';

export const metadata: Metadata = { title: 'Scene collection' };

export default async function EditSceneCollectionPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePromotionAdminPage();
  const id = pathId((await params).id);
  const [collection, scenes] = await Promise.all([id ? findSceneCollection(id) : null, listScenes()]);
  if (!collection) notFound();
  return (
    <AdminPage title={collection.name} intro={`${collection.scene_count} scenes · ${collection.tile_count} tiles`}>
      <Breadcrumb trail={[{ href: '/collections/list', label: 'Scene collections' }]} current={collection.name} />
      <CollectionEditor key={collection.id} noun="scene" endpoint="/collections" listHref="/collections/list" idsField="scene_ids"
        collection={sceneCollectionValue(collection)} library={scenes.map(sceneChoice)} />
    </AdminPage>
  );
}
