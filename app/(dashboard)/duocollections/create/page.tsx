// /duocollections/create
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { listDuoTemplates } from '@/server/duo-templates/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionEditor } from '@/components/admin/scenes/collection-editor';
import { templateChoice } from '@/components/admin/scenes/choices';
import { Breadcrumb } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-collections');
  return { title: t('duos.metaNew') };
}

export default async function CreateDuoCollectionPage() {
  await requirePromotionAdminPage();
  const [templates, t, tDuos] = await Promise.all([listDuoTemplates(), getTranslations('admin-collections'), getTranslations('admin-duos')]);
  const library = templates.map((tp) => templateChoice(tp, tDuos));
  return (
    <AdminPage title={t('duos.newTitle')}>
      <Breadcrumb trail={[{ href: '/duocollections/list', label: t('duos.title') }]} current={t('breadcrumbNew')} />
      <CollectionEditor kind="duoTemplate" endpoint="/duo_collections" listHref="/duocollections/list" idsField="duo_template_ids" library={library} />
    </AdminPage>
  );
}
