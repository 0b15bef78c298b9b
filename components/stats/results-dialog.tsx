'use client';
// 'My Results' (the program so far, results-summary.tsx): a full-screen dialog that returns to the previous page on close. A native <dialog> opened with
// showModal(): the page behind is inert, focus stays inside, Escape closes. Closing goes back in history, or home when
// the dialog was the first page opened.
// The server's HTML has it already open (non-modal, laid out exactly as the modal one), so the first paint shows the
// results; hydration then makes it modal. A dialog closed until then painted nothing of its own before hydration and
// laid out and painted all of it in one task after (docs/benchmarks.md "Session 20").
import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ResultsSummary } from './results-summary';
import { X } from '@/components/ui/icons';

/**
 * Whether going back stays on this site. The Navigation API lists only this origin's entries (a new tab's
 * about:blank or another site is not among them); without it, the referrer says whether we came from here.
 */
function hasPageToReturnTo(): boolean {
  const navigation = (window as { navigation?: { currentEntry?: { index: number } | null } }).navigation;
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  return document.referrer.startsWith(`${window.location.origin}/`);
}

export function ResultsDialog() {
  const t = useTranslations('stats');
  const ref = useRef<HTMLDialogElement>(null);
  const router = useRouter();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(':modal')) return;
    // showModal() refuses a dialog that is open non-modally: closed and reopened in the same task, nothing is painted
    // in between.
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, []);

  const close = () => {
    ref.current?.close();
    if (hasPageToReturnTo()) router.back();
    else router.push('/home');
  };

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="results-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="fixed inset-0 z-50 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-canvas p-0 text-ink backdrop:bg-scrim"
    >
      <div className="sticky top-0 z-10 border-b border-line bg-surface/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-4 px-4 sm:px-6">
          <h1 id="results-title" className="text-h2">
            {t('myResults')}
          </h1>
          <button type="button" onClick={close} className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold hover:bg-surface-muted" autoFocus>
            <X className="size-5" aria-hidden="true" />
            {t('close')}
          </button>
        </div>
      </div>
      <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
        <ResultsSummary />
      </div>
    </dialog>
  );
}
