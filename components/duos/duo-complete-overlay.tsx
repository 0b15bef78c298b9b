'use client';
// "Completed unarchived duos show a full-screen overlay and are then archived": a celebration with the template's
// final picture and the partner's name. Closing it archives the duo on the caller's side (PUT /duos/archive), so
// it shows once; several completed duos are celebrated one after another.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { DialogTitle, FullScreenDialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Award } from '@/components/ui/icons';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { useOverlayTurn } from '@/components/shell/overlay-order';
import type { Duo } from '@/lib/duos/types';
import { useArchiveDuo } from '@/lib/query/duos';
import { nameOf, partnerOf, sortedImages } from './duo-parts';

export function DuoCompleteOverlay({ completed }: { completed: Duo[] }) {
  const t = useTranslations('duos');
  const archive = useArchiveDuo();
  const banner = useErrorBanner();
  // Closed here at once, whatever the archive call answers: the list refetch drops it from `completed`.
  const [closed, setClosed] = useState<number[]>([]);
  const duo = completed.find((d) => !d.archived_by_me && !closed.includes(d.id));
  // First in the interruption queue: the duo walkthrough (a tutorial) waits until the celebration is closed.
  const myTurn = useOverlayTurn('celebration', !!duo);
  if (!duo || !myTurn) return null;
  const partner = nameOf(partnerOf(duo), t);
  const finalImage = sortedImages(duo.duo_template.duo_images).at(-1);
  const close = () => {
    setClosed((ids) => [...ids, duo.id]);
    archive.mutate(duo.id, { onError: (error) => banner.showError(error, t('genericError')) });
  };
  return (
    <FullScreenDialog open onClose={close} className="overflow-y-auto bg-brand-strong text-on-brand hc:bg-canvas hc:text-ink" data-testid="duo-complete-overlay">
      <div className="m-auto flex w-full max-w-xl flex-col items-center gap-6 px-6 py-10 text-center">
        <Award className="size-12" aria-hidden="true" />
        <DialogTitle className="text-3xl font-bold tracking-tight sm:text-4xl">{t('completeTitle')}</DialogTitle>
        <p className="text-lg">
          {t.rich('completeBody', { partner, duo: duo.duo_template.name, strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
        {finalImage ? (
          <img src={finalImage.image} alt={t('finalPictureAlt', { duo: duo.duo_template.name })} className="aspect-square w-full max-w-xs rounded-3xl bg-surface object-cover shadow-2xl" />
        ) : null}
        <Button size="lg" variant="secondary" onClick={close} autoFocus className="focus-visible:outline-on-brand hc:focus-visible:outline-focus">
          {t('close')}
        </Button>
      </div>
    </FullScreenDialog>
  );
}
