'use client';
// A scene as the participant home draws it (components/scene/scene-canvas.tsx), every tile filled, in both layouts:
// the grid (layout 1) and the layered canvas (layout 2). The master sees what participants will see before saving.
import { useTranslations } from 'next-intl';
import type { UserScene } from '@/lib/scenes/types';
import { SceneCanvas } from '@/components/scene/scene-canvas';
import { thumbnailTiles } from '@/components/scene/tiles';

function asUserScene(name: string, sceneType: string, layout: 1 | 2, tileUrls: string[]): UserScene {
  const count = tileUrls.length;
  return {
    id: 0, current_state: 'completed', is_archived: false, sequence: 1, completed_at: null, created_at: '',
    tile_count: count, logged_count: count, logged_tiles: Array.from({ length: count }, (_, i) => i),
    scene: { id: 0, name, scene_type: sceneType, layout_version: layout, tile_urls: tileUrls },
  };
}

export function ScenePreview({ name, sceneType, layout, tileUrls }: { name: string; sceneType: string; layout: 1 | 2; tileUrls: string[] }) {
  const t = useTranslations('admin-scenes');
  const urls = tileUrls.filter(Boolean);
  if (urls.length === 0) return <p className="text-ink-muted">{t('previewEmpty')}</p>;
  const views = ([1, 2] as const).map((version) => {
    const scene = asUserScene(name || t('previewNewScene'), sceneType, version, urls);
    return { version, scene, tiles: thumbnailTiles(scene) };
  });
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {views.map(({ version, scene, tiles }) => (
        <figure key={version} className="flex flex-col gap-2" data-testid={`scene-preview-${version}`}>
          <SceneCanvas scene={scene} tiles={tiles} label={t('previewLabel', { name: scene.scene.name, layout: String(version), count: urls.length })} />
          <figcaption className="text-sm text-ink-muted">
            {t('previewCaption', { layout: String(version), current: version === layout ? 'yes' : 'no' })}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
