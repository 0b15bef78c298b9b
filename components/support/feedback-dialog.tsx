'use client';
// The full-screen Feedback dialog (participant-core.md §2 "Feedback"). As the /feedback page it opens on entry and,
// closed, returns to the previous page — or home when that was the survey (/usereval) or there is none. Opened from
// the Contact page it is `inline`: closing it stays there. A native <dialog> with showModal(): the page behind is
// inert, focus stays inside, Escape closes.
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { X } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
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
  const t = useTranslations('support.feedback');
  const ref = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  // Sent: the dialog thanks the person in place (a toast would be lost when closing goes back to another document).
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLButtonElement>(null);
  // The page the feedback is about: the one before /feedback, or the Contact page itself.
  const aboutPath = useRef<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      aboutPath.current = inline ? window.location.pathname : previousPath();
      setSent(false);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, inline]);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

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
          <h1 id="feedback-title" className="text-h2">{t('title')}</h1>
          <button type="button" onClick={close} className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold hover:bg-surface-muted">
            <X className="size-5" aria-hidden="true" />
            {t('close')}
          </button>
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
        <p className="mb-6 text-lg text-ink-muted">{t('intro')}</p>
        {sent ? (
          <div className="rounded-3xl border border-line bg-surface p-6 text-center shadow-card sm:p-8">
            <p role="status" className="text-xl font-semibold text-ink">{t('thanks')}</p>
            <p className="mt-2 text-ink-muted">{t('weRead')}</p>
            <Button ref={thanks} className="mt-6" onClick={close}>{t('done')}</Button>
          </div>
        ) : open ? (
          <FeedbackForm
            requestUrl={() => `${window.location.origin}${aboutPath.current ?? window.location.pathname}`}
            onSent={() => setSent(true)}
            onCancel={close}
          />
        ) : null}
      </div>
    </dialog>
  );
}
