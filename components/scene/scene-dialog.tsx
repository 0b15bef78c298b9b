'use client';
// The full-screen scene dialog (logging the final tile opens it, saves and emits a
// goal-hit event): the viewport-filling dialog (focus kept inside, Escape closes unless
// saving, focus returns to the tile).
import { useTranslations } from 'next-intl';
import { DialogTitle, FullScreenDialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { X } from '@/components/ui/icons';
import type { UserScene } from '@/lib/scenes/types';
import { Spinner } from '@/components/ui/spinner';
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
  const t = useTranslations('scene');
  const complete = !saving;
  return (
    <FullScreenDialog
      open={open}
      onClose={onClose}
      dismissible={!saving}
      aria-busy={saving || undefined}
      data-testid="scene-dialog"
      className="bg-ink text-canvas hc:bg-canvas hc:text-ink"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-8 sm:py-5">
        <div>
          <p className="text-sm font-semibold tracking-wider uppercase opacity-80">{complete ? t('sceneComplete') : t('completing')}</p>
          <DialogTitle className="text-xl font-bold tracking-tight sm:text-2xl">{scene.scene.name}</DialogTitle>
        </div>
        <button
          type="button"
          onClick={onClose}
          disabled={saving}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/40 px-4 font-semibold hover:bg-white/10 disabled:opacity-50 hc:border-line"
        >
          <X className="size-5" aria-hidden="true" />
          {t('close')}
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-6 sm:px-8">
        <div className="w-full" style={{ maxWidth: scene.scene.layout_version === 2 ? 'min(100%, calc((100dvh - 9rem) * 770 / 630))' : 'min(100%, calc((100dvh - 9rem) * 2.5))' }}>
          <SceneCanvas scene={scene} tiles={tiles} label={t('everyTileFilled', { scene: scene.scene.name })} className="shadow-2xl" />
        </div>
        {saving ? (
          <div className="absolute inset-0 grid place-items-center">
            <span className="rounded-full bg-surface px-5 py-3 shadow-card">
              <Spinner label={t('savingFinal')} className="size-6" />
            </span>
          </div>
        ) : null}
        {celebrating ? (
          <div className="absolute inset-0 grid place-items-center px-4" data-testid="celebration">
            <CelebrationParticles />
            <CelebrationCard
              title={t('celebrationTitle')}
              action={
                <Button autoFocus onClick={onClose}>
                  {t('seeNewScene')}
                </Button>
              }
            >
              {t('celebrationBody', { scene: scene.scene.name })}
            </CelebrationCard>
          </div>
        ) : null}
      </div>
    </FullScreenDialog>
  );
}
