'use client';
// Previous scenes, one at a time, newest first. Moving
// is locked for 500 ms after each move so a double click does not skip a scene while the next page loads.
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useHome } from '@/lib/query/logging';
import type { Home } from '@/lib/logging/types';
import { PREVIOUS_SCENES_PAGE_SIZE } from '@/lib/logging/constants';
import { buttonClasses } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/use-format';
import { Spinner } from '@/components/ui/spinner';
import { SceneCanvas } from '@/components/scene/scene-canvas';
import { sceneSummary, thumbnailTiles } from '@/components/scene/tiles';
import { PREVIOUS_SCENE_LOCK_MS } from './constants';

export function PreviousScenes({ home, dt }: { home: Home; dt: string | null }) {
  const t = useTranslations('home');
  const tScene = useTranslations('scene');
  const format = useFormat();
  const total = home.previous_scenes_meta.total_records;
  const [wanted, setIndex] = useState(0);
  const [locked, setLocked] = useState(false);
  // The lock is read by clicks that arrive before React re-renders, so it lives in a ref too.
  const lockRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A scene archived or added while paging can shrink the list under us.
  const last = Math.max(0, total - 1);
  const index = Math.min(wanted, last);
  const page = Math.floor(index / PREVIOUS_SCENES_PAGE_SIZE) + 1;
  const other = useHome(dt, page, page > 1);
  const list = page === 1 ? home.previous_scenes : other.data?.previous_scenes;
  const scene = list?.[index % PREVIOUS_SCENES_PAGE_SIZE];

  const move = (delta: number) => {
    if (lockRef.current) return;
    const next = Math.min(Math.max(index + delta, 0), last);
    if (next === index) return;
    setIndex(next);
    lockRef.current = true;
    setLocked(true);
    timer.current = setTimeout(() => {
      lockRef.current = false;
      setLocked(false);
    }, PREVIOUS_SCENE_LOCK_MS);
  };

  return (
    <section aria-labelledby="previous-scenes" className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6" data-testid="previous-scenes">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="previous-scenes" className="text-h3 text-ink">
          {t('previousScenes')}
        </h2>
        <p className="text-sm text-ink-muted">{t('completedCount', { count: home.completed_scene_count })}</p>
      </div>
      {total === 0 ? (
        <p className="mt-3 text-ink-muted">{t('previousEmpty')}</p>
      ) : (
        <div className="mt-4">
          <figure className="mx-auto max-w-md">
            {scene ? (
              <SceneCanvas scene={scene} tiles={thumbnailTiles(scene)} label={sceneSummary(tScene, scene)} />
            ) : (
              <div className="grid aspect-[770/630] place-items-center rounded-2xl bg-surface-muted">
                <Spinner label={t('loadingPreviousScene')} />
              </div>
            )}
            <figcaption className="mt-3 text-center">
              <span className="block font-semibold text-ink">{scene?.scene.name ?? ' '}</span>
              <span className="block text-sm text-ink-muted">
                {scene
                  ? scene.current_state === 'eop'
                    ? t('programEndedTiles', { logged: scene.logged_count, total: scene.tile_count })
                    : scene.completed_at
                      ? t('completedOn', { date: format.day(scene.completed_at.slice(0, 10), 'monthDay') })
                      : t('completed')
                  : ' '}
              </span>
            </figcaption>
          </figure>
          <div className="mt-4 flex items-center justify-between gap-3">
            <button
              type="button"
              onClick={() => move(-1)}
              aria-disabled={index === 0 || locked || undefined}
              className={buttonClasses('secondary', 'sm', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50')}
            >
              <span aria-hidden="true">←</span> {t('newer')}
            </button>
            <p aria-live="polite" className="text-sm font-medium text-ink-muted" data-testid="previous-scene-position">
              {t('scenePosition', { index: index + 1, total })}
            </p>
            <button
              type="button"
              onClick={() => move(1)}
              aria-disabled={index >= last || locked || undefined}
              className={buttonClasses('secondary', 'sm', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50')}
            >
              {t('older')} <span aria-hidden="true">→</span>
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
