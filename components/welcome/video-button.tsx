'use client';
// The promotion's video (video_url) in a popup, with its captions (video_caption_url) available but hidden
// until the viewer turns them on (the popup opens with subtitles hidden). The popup's code (Radix Dialog) loads
// when the button is first pressed, not with the welcome page (docs/benchmarks.md "First-load JavaScript").
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { Play } from '@/components/ui/icons';

const VideoDialog = dynamic(() => import('./video-dialog').then((m) => m.VideoDialog), { ssr: false });

export function VideoButton({ url, captionUrl, programName }: { url: string; captionUrl: string | null; programName: string }) {
  const t = useTranslations('welcome.video');
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so closing it runs the dialog's own close (focus back to this button).
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={buttonClasses('secondary', 'lg')}
      >
        <Play className="size-5 fill-current text-brand" aria-hidden="true" />
        {t('watch')}
      </button>
      {wanted ? <VideoDialog open={open} onClose={() => setOpen(false)} url={url} captionUrl={captionUrl} programName={programName} /> : null}
    </>
  );
}
