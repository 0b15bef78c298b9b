// /collections/list: the scene collections (master only).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { listSceneCollections } from '@/server/scenes/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionsTable } from '@/components/admin/scenes/collections-table';
import { Button } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-collections');
  return { title: t('scenes.metaList') };
}

export default async function SceneCollectionsPage() {
  await requirePromotionAdminPage();
  const [collections, t] = await Promise.all([listSceneCollections(), getTranslations('admin-collections')]);
  const rows = collections.map((c) => ({ id: c.id, name: c.name, items: c.scene_count, extra: c.tile_count, promotions: c.promotion_count }));
  return (
    <AdminPage title={t('scenes.title')} intro={t('scenes.intro')}
      actions={<><Button asChild variant="secondary"><Link href="/scenes">{t('scenes.scenesLink')}</Link></Button><Button asChild><Link href="/collections/create">{t('newCollection')}</Link></Button></>}>
      <CollectionsTable rows={rows} itemsLabel={t('scenes.itemsColumn')} extraLabel={t('scenes.extraColumn')} editBase="/collections/edit" caption={t('scenes.title')} createHref="/collections/create" />
    </AdminPage>
  );
}
