// /scenes/{sceneId}: one scene, previewed on both layouts of the home screen.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { findScene } from '@/server/scenes/admin';
import { SCENE_TYPE_LABELS, LAYOUT_LABELS } from '@/lib/scenes/admin';
import { AdminPage, AdminSection } from '@/components/admin/shared/admin-page';
import { ScenePreview } from '@/components/admin/scenes/scene-preview';
import { SceneActions } from '@/components/admin/scenes/scene-actions';
import { Breadcrumb } from '@/components/ui';
import { pathId } from '@/components/admin/scenes/path-id';

export const metadata: Metadata = { title: 'Scene' };

export default async function ScenePage({ params }: { params: Promise<{ sceneId: string }> }) {
  await requirePromotionAdminPage();
  const id = pathId((await params).sceneId);
  const scene = id ? await findScene(id) : null;
  if (!scene) notFound();
  return (
    <AdminPage title={scene.name} intro={`${SCENE_TYPE_LABELS[scene.scene_type]} · ${LAYOUT_LABELS[scene.layout_version]} · in ${scene.collection_count} ${scene.collection_count === 1 ? 'collection' : 'collections'} · ${scene.user_scene_count} participant copies`}
      actions={<SceneActions id={scene.id} name={scene.name} />}>
      <Breadcrumb trail={[{ href: '/scenes', label: 'Scenes' }]} current={scene.name} />
      <AdminSection title="Preview" description="Every tile filled, as the home screen draws it in each layout.">
        <ScenePreview name={scene.name} sceneType={scene.scene_type} layout={scene.layout_version} tileUrls={scene.tile_urls} />
      </AdminSection>
    </AdminPage>
  );
}
