'use client';
// The full-screen scene dialog (participant-core.md §2 "Other", §4: logging the final tile "opens a full-screen
// scene, saves and emits a goal-hit event"). components/ui/dialog.tsx is a card-sized dialog; this one fills the
// viewport, on the same native <dialog> (focus kept inside, Escape closes, focus returns to the tile).
import { useId } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import type { UserScene } from '@/lib/scenes/types';
import { Spinner } from '@/components/ui/spinner';
import { buttonClasses } from '@/components/ui/button';
import { SceneCanvas } from './scene-canvas';
import type { TileView } from './tiles';
import { CelebrationCard, CelebrationParticles } from './celebration';

export interface SceneDialogProps {
  open: boolean;
  onClose: () => void;
  scene: UserScene;
  tiles: TileView[];
  saving: boolean;
  celebrating: boolean;
}

export function SceneDialog({ open, onClose, scene, tiles, saving, celebrating }: SceneDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();


  const complete = !saving;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-busy={saving || undefined}
      data-testid="scene-dialog"
      onCancel={(event) => {
        event.preventDefault();
        if (!saving) onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-canvas open:flex open:flex-col hc:border-0 hc:bg-canvas hc:text-ink"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-8 sm:py-5">
        <div>
          <p className="text-sm font-semibold tracking-wider uppercase opacity-80">{complete ? 'Scene complete' : 'Completing your scene'}</p>
          <h2 id={titleId} className="text-xl font-bold tracking-tight sm:text-2xl">
            {scene.scene.name}
          </h2>
        </div>
        <button
          type="button"
          onClick={onClose}
          disabled={saving}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/40 px-4 font-semibold hover:bg-white/10 disabled:opacity-50 hc:border-line"
        >
          <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
          </svg>
          Close
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-6 sm:px-8">
        <div className="w-full" style={{ maxWidth: scene.scene.layout_version === 2 ? 'min(100%, calc((100dvh - 9rem) * 770 / 630))' : 'min(100%, calc((100dvh - 9rem) * 2.5))' }}>
          <SceneCanvas scene={scene} tiles={tiles} label={`${scene.scene.name}, every tile filled`} className="shadow-2xl" />
        </div>
        {saving ? (
          <div className="absolute inset-0 grid place-items-center">
            <span className="rounded-full bg-surface px-5 py-3 shadow-card">
              <Spinner label="Saving your final tile…" className="size-6" />
            </span>
          </div>
        ) : null}
        {celebrating ? (
          <div className="absolute inset-0 grid place-items-center px-4" data-testid="celebration">
            <CelebrationParticles />
            <CelebrationCard
              title="Scene complete!"
              action={
                <button type="button" autoFocus onClick={onClose} className={buttonClasses('primary')}>
                  See my new scene
                </button>
              }
            >
              You filled every tile of {scene.scene.name}. A fresh scene is waiting for you.
            </CelebrationCard>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
