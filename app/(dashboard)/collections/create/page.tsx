// /collections/create
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { listScenes } from '@/server/scenes/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionEditor } from '@/components/admin/scenes/collection-editor';
import { sceneChoice } from '@/components/admin/scenes/choices';
import { Breadcrumb } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-collections');
  return { title: t('scenes.metaNew') };
}

export default async function CreateSceneCollectionPage() {
  await requirePromotionAdminPage();
  const [scenes, t, tScenes] = await Promise.all([listScenes(), getTranslations('admin-collections'), getTranslations('admin-scenes')]);
  const library = scenes.map((s) => sceneChoice(s, tScenes));
  return (
    <AdminPage title={t('scenes.newTitle')}>
      <Breadcrumb trail={[{ href: '/collections/list', label: t('scenes.title') }]} current={t('breadcrumbNew')} />
      <CollectionEditor kind="scene" endpoint="/collections" listHref="/collections/list" idsField="scene_ids" library={library} />
    </AdminPage>
  );
}
