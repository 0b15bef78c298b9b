// /scenes/create
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { SceneForm } from '@/components/admin/scenes/scene-form';
import { Breadcrumb } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-scenes');
  return { title: t('metaNew') };
}

export default async function CreateScenePage() {
  await requirePromotionAdminPage();
  const t = await getTranslations('admin-scenes');
  return (
    <AdminPage title={t('newScene')}>
      <Breadcrumb trail={[{ href: '/scenes', label: t('title') }]} current={t('newScene')} />
      <SceneForm />
    </AdminPage>
  );
}
