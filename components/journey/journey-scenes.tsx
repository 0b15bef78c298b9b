'use client';
// My Journey's pictures: the scene being built and the scenes done, as thumbnails (the same home data, prefetched
// with the page), so the journey shows what the days added up to and not only words. Each thumbnail is one image
// named by its scene and how far it got; the list is skipped while there is no scene yet.
import { useTranslations } from 'next-intl';
import { useHome } from '@/lib/query/logging';
import { SceneCanvas } from '@/components/scene/scene-canvas';
import { sceneSummary, thumbnailTiles } from '@/components/scene/tiles';

export function JourneyScenes() {
  const t = useTranslations('journey');
  const tScene = useTranslations('scene');
  const home = useHome(null).data;
  if (!home) return null;
  const scenes = [...(home.user_scene ? [home.user_scene] : []), ...home.previous_scenes];
  if (scenes.length === 0) return null;
  return (
    <section aria-labelledby="journey-scenes" className="flex flex-col gap-3">
      <h2 id="journey-scenes" className="text-h3 text-ink">
        {t('myScenes')}
      </h2>
      {/* The row scrolls sideways when the scenes outgrow it: focusable, so a keyboard can scroll it too (axe's
          scrollable-region-focusable), named by the heading it sits under. */}
      <ul tabIndex={0} aria-labelledby="journey-scenes" className="flex snap-x gap-3 overflow-x-auto rounded-lg pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus" data-testid="journey-scene-thumbnails">
        {scenes.map((scene, i) => (
          <li key={scene.id} className="w-36 shrink-0 snap-start sm:w-44">
            <SceneCanvas scene={scene} tiles={thumbnailTiles(scene)} label={sceneSummary(tScene, scene)} className="rounded-xl" />
            <p className="mt-1.5 truncate text-sm font-semibold text-ink">{scene.scene.name}</p>
            <p className="text-xs text-ink-muted">
              {t('sceneState', {
                state: i === 0 && home.user_scene ? 'progress' : scene.logged_count >= scene.tile_count ? 'completed' : 'ended',
                logged: scene.logged_count,
                total: scene.tile_count,
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
