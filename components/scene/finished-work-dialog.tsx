'use client';
// The 'finished work' dialog: a finished scene that is not archived yet is shown once more;
// confirming archives it (PUT /api/user_scenes/{id} {is_archived: true}). An eop scene says the program's closing
// words from content (home.eop_tile_message / eop_incomplete_tile_message).
import { useTranslations } from 'next-intl';
import type { UserScene } from '@/lib/scenes/types';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { ContentHtml } from '@/components/ui/content-html';
import { SceneCanvas } from './scene-canvas';
import { sceneSummary, thumbnailTiles } from './tiles';

export interface FinishedWorkDialogProps {
  open: boolean;
  scene: UserScene;
  /** The eop content item for this scene (complete or not), when the program has ended. */
  eopContent?: { title: string; html: string | null } | null;
  hasNextScene: boolean;
  saving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function FinishedWorkDialog({ open, scene, eopContent, hasNextScene, saving, onConfirm, onClose }: FinishedWorkDialogProps) {
  const t = useTranslations('scene');
  const eop = scene.current_state === 'eop';
  const title = eop ? (eopContent?.title ?? t('loggingHasEnded')) : t('youFinished', { scene: scene.scene.name });
  return (
    <Dialog open={open} onClose={onClose} title={title} closeOnBackdrop={false}>
      <div data-testid="finished-work-dialog">
        <SceneCanvas scene={scene} tiles={thumbnailTiles(scene)} label={sceneSummary(t, scene)} />
        <div className="mt-4 text-ink-muted">
          {eop ? (
            <ContentHtml html={eopContent?.html ?? `<p>${t('eopFallback')}</p>`} />
          ) : (
            <p>{t('finishedBody', { next: String(hasNextScene) })}</p>
          )}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            {t('later')}
          </button>
          <button type="button" autoFocus onClick={onConfirm} disabled={saving} className={buttonClasses('primary')}>
            {eop ? t('done') : hasNextScene ? t('startNewScene') : t('done')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
