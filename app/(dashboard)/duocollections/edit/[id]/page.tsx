// /duocollections/edit/{id}
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { findDuoCollection, listDuoTemplates } from '@/server/duo-templates/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { CollectionEditor } from '@/components/admin/scenes/collection-editor';
import { duoCollectionValue, templateChoice } from '@/components/admin/scenes/choices';
import { pathId } from '@/components/admin/scenes/path-id';
import { Breadcrumb } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-collections');
  return { title: t('duos.metaEdit') };
}

export default async function EditDuoCollectionPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePromotionAdminPage();
  const id = pathId((await params).id);
  const [collection, templates] = await Promise.all([id ? findDuoCollection(id) : null, listDuoTemplates()]);
  if (!collection) notFound();
  const [t, tDuos] = await Promise.all([getTranslations('admin-collections'), getTranslations('admin-duos')]);
  return (
    <AdminPage title={collection.name} intro={t('duos.editIntro', { count: collection.duo_templates.length })}>
      <Breadcrumb trail={[{ href: '/duocollections/list', label: t('duos.title') }]} current={collection.name} />
      <CollectionEditor key={collection.id} kind="duoTemplate" endpoint="/duo_collections" listHref="/duocollections/list" idsField="duo_template_ids"
        collection={duoCollectionValue(collection, tDuos)} library={templates.map((tp) => templateChoice(tp, tDuos))} />
    </AdminPage>
  );
}
