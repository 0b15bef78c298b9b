// /scenes/create
import type { Metadata } from 'next';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { SceneForm } from '@/components/admin/scenes/scene-form';
import { Breadcrumb } from '@/components/ui';

export const metadata: Metadata = { title: 'New scene' };

export default async function CreateScenePage() {
  await requirePromotionAdminPage();
  return (
    <AdminPage title="New scene">
      <Breadcrumb trail={[{ href: '/scenes', label: 'Scenes' }]} current="New scene" />
      <SceneForm />
    </AdminPage>
  );
}
