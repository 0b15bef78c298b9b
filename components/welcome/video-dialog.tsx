'use client';
// The promotion's video in a popup (see video-button.tsx), its captions available but hidden until the viewer turns
// them on. Loaded when the button is first pressed.
import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';

export interface VideoDialogProps {
  open: boolean;
  onClose: () => void;
  url: string;
  captionUrl: string | null;
  programName: string;
}

export function VideoDialog({ open, onClose, url, captionUrl, programName }: VideoDialogProps) {
  const t = useTranslations('welcome');
  const video = useRef<HTMLVideoElement>(null);

  const hideCaptions = () => {
    for (const track of Array.from(video.current?.textTracks ?? [])) track.mode = 'hidden';
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('video.title', { programName })}>
      {open ? (
        <video ref={video} src={url} controls autoPlay playsInline onLoadedMetadata={hideCaptions} className="aspect-video w-full rounded-2xl bg-ink">
          {captionUrl ? <track kind="subtitles" src={captionUrl} srcLang="en" label="English" /> : null}
        </video>
      ) : null}
      <div className="mt-4 flex justify-end">
        <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
          {t('close')}
        </button>
      </div>
    </Dialog>
  );
}
