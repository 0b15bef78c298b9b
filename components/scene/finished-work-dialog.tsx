'use client';
// The 'finished work' dialog: a finished scene that is not archived yet is shown once more;
// confirming archives it (PUT /api/user_scenes/{id} {is_archived: true}). An eop scene says the program's closing
// words from content (home.eop_tile_message / eop_incomplete_tile_message).
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
  const eop = scene.current_state === 'eop';
  const title = eop ? (eopContent?.title ?? 'Logging has ended') : `You finished ${scene.scene.name}!`;
  return (
    <Dialog open={open} onClose={onClose} title={title} closeOnBackdrop={false}>
      <div data-testid="finished-work-dialog">
        <SceneCanvas scene={scene} tiles={thumbnailTiles(scene)} label={sceneSummary(scene)} />
        <div className="mt-4 text-ink-muted">
          {eop ? (
            <ContentHtml html={eopContent?.html ?? '<p>Thank you for taking part. Your scenes stay in your collection.</p>'} />
          ) : (
            <p>
              Every tile is filled and the scene is saved to your collection.{hasNextScene ? ' A new scene is ready for you on the home screen.' : ''}
            </p>
          )}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Later
          </button>
          <button type="button" autoFocus onClick={onConfirm} disabled={saving} className={buttonClasses('primary')}>
            {eop ? 'Done' : hasNextScene ? 'Start my new scene' : 'Done'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
