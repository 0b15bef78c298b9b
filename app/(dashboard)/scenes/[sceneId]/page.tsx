// /scenes/{sceneId}: one scene, previewed on both layouts of the home screen.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { findScene } from '@/server/scenes/admin';
import { AdminPage, AdminSection } from '@/components/admin/shared/admin-page';
import { ScenePreview } from '@/components/admin/scenes/scene-preview';
import { SceneActions } from '@/components/admin/scenes/scene-actions';
import { Breadcrumb } from '@/components/ui';
import { pathId } from '@/components/admin/scenes/path-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-scenes');
  return { title: t('metaScene') };
}

export default async function ScenePage({ params }: { params: Promise<{ sceneId: string }> }) {
  await requirePromotionAdminPage();
  const id = pathId((await params).sceneId);
  const scene = id ? await findScene(id) : null;
  if (!scene) notFound();
  const t = await getTranslations('admin-scenes');
  return (
    <AdminPage title={scene.name} intro={t('sceneIntro', { type: t(`types.${scene.scene_type}`), layout: t(`layouts.${scene.layout_version}`), collections: scene.collection_count, copies: scene.user_scene_count })}
      actions={<SceneActions id={scene.id} name={scene.name} />}>
      <Breadcrumb trail={[{ href: '/scenes', label: t('title') }]} current={scene.name} />
      <AdminSection title={t('previewSection')} description={t('previewSectionIntro')}>
        <ScenePreview name={scene.name} sceneType={scene.scene_type} layout={scene.layout_version} tileUrls={scene.tile_urls} />
      </AdminSection>
    </AdminPage>
  );
}
