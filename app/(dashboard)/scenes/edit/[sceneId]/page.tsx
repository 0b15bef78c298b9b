// /scenes/edit/{sceneId}
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { findScene } from '@/server/scenes/admin';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { SceneForm } from '@/components/admin/scenes/scene-form';
import { Breadcrumb } from '@/components/ui';
import { pathId } from '@/components/admin/scenes/path-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-scenes');
  return { title: t('metaEdit') };
}

export default async function EditScenePage({ params }: { params: Promise<{ sceneId: string }> }) {
  await requirePromotionAdminPage();
  const id = pathId((await params).sceneId);
  const scene = id ? await findScene(id) : null;
  if (!scene) notFound();
  const t = await getTranslations('admin-scenes');
  return (
    <AdminPage title={t('editTitle', { name: scene.name })}>
      <Breadcrumb trail={[{ href: '/scenes', label: t('title') }, { href: `/scenes/${scene.id}`, label: scene.name }]} current={t('breadcrumbEdit')} />
      <SceneForm scene={scene} />
    </AdminPage>
  );
}
