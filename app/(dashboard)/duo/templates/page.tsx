// /duo/templates: the duo templates (master only).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { listDuoTemplates } from '@/server/duo-templates/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { DuoTemplatesTable } from '@/components/admin/duo-templates/duo-templates-table';
import { Button } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-duos');
  return { title: t('metaList') };
}

export default async function DuoTemplatesPage() {
  await requirePromotionAdminPage();
  const [templates, t] = await Promise.all([listDuoTemplates(), getTranslations('admin-duos')]);
  return (
    <AdminPage title={t('title')} intro={t('intro')}
      actions={<><Button asChild variant="secondary"><Link href="/duocollections/list">{t('duoCollections')}</Link></Button><Button asChild><Link href="/duo/templates/new">{t('newTemplate')}</Link></Button></>}>
      <DuoTemplatesTable templates={templates} />
    </AdminPage>
  );
}
