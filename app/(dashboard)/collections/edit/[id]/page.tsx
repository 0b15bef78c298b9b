// /collections/edit/{id}
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { findSceneCollection, listScenes } from '@/server/scenes/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionEditor } from '@/components/admin/scenes/collection-editor';
import { sceneChoice, sceneCollectionValue } from '@/components/admin/scenes/choices';
import { pathId } from '@/components/admin/scenes/path-id';
import { Breadcrumb } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-collections');
  return { title: t('scenes.metaEdit') };
}

export default async function EditSceneCollectionPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePromotionAdminPage();
  const id = pathId((await params).id);
  const [collection, scenes] = await Promise.all([id ? findSceneCollection(id) : null, listScenes()]);
  if (!collection) notFound();
  const [t, tScenes] = await Promise.all([getTranslations('admin-collections'), getTranslations('admin-scenes')]);
  return (
    <AdminPage title={collection.name} intro={t('scenes.editIntro', { scenes: collection.scene_count, tiles: collection.tile_count })}>
      <Breadcrumb trail={[{ href: '/collections/list', label: t('scenes.title') }]} current={collection.name} />
      <CollectionEditor key={collection.id} kind="scene" endpoint="/collections" listHref="/collections/list" idsField="scene_ids"
        collection={sceneCollectionValue(collection, tScenes)} library={scenes.map((s) => sceneChoice(s, tScenes))} />
    </AdminPage>
  );
}
