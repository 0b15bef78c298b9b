'use client';
// The promotion's video (video_url) in a popup, with its captions (video_caption_url) available but hidden
// until the viewer turns them on (the popup opens with subtitles hidden).
import { useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { Play } from '@/components/ui/icons';

export function VideoButton({ url, captionUrl, programName }: { url: string; captionUrl: string | null; programName: string }) {
  const [open, setOpen] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  const hideCaptions = () => {
    for (const track of Array.from(video.current?.textTracks ?? [])) track.mode = 'hidden';
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClasses('secondary', 'lg')}>
        <Play className="size-5 fill-current text-brand" aria-hidden="true" />
        Watch the video
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`${programName} in two minutes`}>
        {open ? (
          <video ref={video} src={url} controls autoPlay playsInline onLoadedMetadata={hideCaptions} className="aspect-video w-full rounded-2xl bg-ink">
            {captionUrl ? <track kind="subtitles" src={captionUrl} srcLang="en" label="English" /> : null}
          </video>
        ) : null}
        <div className="mt-4 flex justify-end">
          <button type="button" onClick={() => setOpen(false)} className={buttonClasses('secondary')}>
            Close
          </button>
        </div>
      </Dialog>
    </>
  );
}
