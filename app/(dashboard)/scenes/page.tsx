// /scenes: the scene library (master only).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { listScenes } from '@/server/scenes/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { ScenesTable } from '@/components/admin/scenes/scenes-table';
import { Button } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-scenes');
  return { title: t('metaScenes') };
}

export default async function ScenesPage() {
  await requirePromotionAdminPage();
  const [scenes, t] = await Promise.all([listScenes(), getTranslations('admin-scenes')]);
  return (
    <AdminPage title={t('title')} intro={t('intro')}
      actions={<><Button asChild variant="secondary"><Link href="/collections/list">{t('sceneCollections')}</Link></Button><Button asChild><Link href="/scenes/create">{t('newScene')}</Link></Button></>}>
      <ScenesTable scenes={scenes} />
    </AdminPage>
  );
}
