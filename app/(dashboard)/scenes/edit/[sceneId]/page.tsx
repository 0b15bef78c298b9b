// /scenes/edit/{sceneId}
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { findScene } from '@/server/scenes/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { SceneForm } from '@/components/admin/scenes/scene-form';
import { Breadcrumb } from '@/components/ui';
import { pathId } from '@/components/admin/scenes/path-id';

export const metadata: Metadata = { title: 'Edit scene' };

export default async function EditScenePage({ params }: { params: Promise<{ sceneId: string }> }) {
  await requirePromotionAdminPage();
  const id = pathId((await params).sceneId);
  const scene = id ? await findScene(id) : null;
  if (!scene) notFound();
  return (
    <AdminPage title={`Edit ${scene.name}`}>
      <Breadcrumb trail={[{ href: '/scenes', label: 'Scenes' }, { href: `/scenes/${scene.id}`, label: scene.name }]} current="Edit" />
      <SceneForm scene={scene} />
    </AdminPage>
  );
}
