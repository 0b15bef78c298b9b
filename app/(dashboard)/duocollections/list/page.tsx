// /duocollections/list: the duo collections (master only).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { listDuoCollections } from '@/server/duo-templates/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionsTable } from '@/components/admin/scenes/collections-table';
import { Button } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-collections');
  return { title: t('duos.metaList') };
}

export default async function DuoCollectionsPage() {
  await requirePromotionAdminPage();
  const [collections, t] = await Promise.all([listDuoCollections(), getTranslations('admin-collections')]);
  const rows = collections.map((c) => ({ id: c.id, name: c.name, items: c.duo_templates.length, promotions: c.promotion_count }));
  return (
    <AdminPage title={t('duos.title')} intro={t('duos.intro')}
      actions={<><Button asChild variant="secondary"><Link href="/duo/templates">{t('duos.templatesLink')}</Link></Button><Button asChild><Link href="/duocollections/create">{t('newCollection')}</Link></Button></>}>
      <CollectionsTable rows={rows} itemsLabel={t('duos.itemsColumn')} editBase="/duocollections/edit" caption={t('duos.title')} createHref="/duocollections/create" />
    </AdminPage>
  );
}
