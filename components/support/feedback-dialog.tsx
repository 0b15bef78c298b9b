'use client';
// The full-screen Feedback dialog (participant-core.md §2 "Feedback"). As the /feedback page it opens on entry and,
// closed, returns to the previous page — or home when that was the survey (/usereval) or there is none. Opened from
// the Contact page it is `inline`: closing it stays there. A native <dialog> with showModal(): the page behind is
// inert, focus stays inside, Escape closes.
import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { X } from '@/components/ui/icons';
import { useToast } from '@/components/feedback/toaster';
import { SUPPORT_MESSAGES as M } from '@/lib/support/messages';
import { FeedbackForm } from './feedback-form';

interface NavigationLike {
  currentEntry?: { index: number } | null;
  entries?: () => { url: string | null }[];
}

/** The page before this one on this site, from the Navigation API (or the referrer); null when there is none. */
function previousPath(): string | null {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  if (navigation?.currentEntry && navigation.entries) {
    const index = navigation.currentEntry.index;
    if (index <= 0) return null;
    const url = navigation.entries()[index - 1]?.url;
    return url ? new URL(url).pathname : '/';
  }
  return document.referrer.startsWith(`${window.location.origin}/`) ? new URL(document.referrer).pathname : null;
}

export function FeedbackDialog({ inline = false, open = true, onClose }: { inline?: boolean; open?: boolean; onClose?: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const { toast } = useToast();
  // The page the feedback is about: the one before /feedback, or the Contact page itself.
  const aboutPath = useRef<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      aboutPath.current = inline ? window.location.pathname : previousPath();
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, inline]);

  const close = () => {
    ref.current?.close();
    if (inline) return onClose?.();
    const previous = previousPath();
    if (previous === null || previous === '/usereval' || previous.startsWith('/usereval/')) router.push('/home');
    else router.back();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby="feedback-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-canvas p-0 text-ink backdrop:bg-scrim"
    >
      <div className="sticky top-0 z-10 border-b border-line bg-surface/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <h1 id="feedback-title" className="text-xl font-bold tracking-tight sm:text-2xl">Feedback</h1>
          <button type="button" onClick={close} className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold hover:bg-surface-muted">
            <X className="size-5" aria-hidden="true" />
            Close
          </button>
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
        <p className="mb-6 text-lg text-ink-muted">Tell us how the program is working for you. Your feedback goes to the team that builds it.</p>
        {open ? (
          <FeedbackForm
            requestUrl={() => `${window.location.origin}${aboutPath.current ?? window.location.pathname}`}
            onSent={() => {
              toast(M.feedbackThanks);
              close();
            }}
            onCancel={close}
          />
        ) : null}
      </div>
    </dialog>
  );
}
