'use client';
// The frame of a non-modal interruption (the cookie card, the evaluation offer): it never covers a form and needs no
// answer first. On a page with a form (sign-in, sign-up, an evaluation, settings) it waits in the page's flow below
// everything, where nothing sits under it; elsewhere it floats in a corner. Its turn comes from the queue
// (overlay-order.ts); `useModalOpen` lets it step aside while a dialog is open (it would sit unclickable under the
// dialog's backdrop).
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePathname } from 'next/navigation';

/** Radix portals each open dialog into <body>, so watching its children is enough. */
function subscribeModal(listener: () => void) {
  const observer = new MutationObserver(listener);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}
const modalOpen = () => document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]') !== null;

/** Is a modal dialog open anywhere on the page? */
export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribeModal, modalOpen, () => false);
}

/** Does the page hold a form with fields or a submit button? Then a card must not float over it. */
const pageHasForm = () => document.querySelector('#main form :is(input:not([type="hidden"]), select, textarea, button[type="submit"])') !== null;

function useInFlow(): boolean {
  const pathname = usePathname();
  const [inFlow, setInFlow] = useState(true);
  useEffect(() => {
    const check = () => setInFlow(pageHasForm());
    check();
    // A form rendered after its data arrives (or streamed in) moves the card into the flow.
    const observer = new MutationObserver(() => {
      if (pageHasForm()) setInFlow(true);
    });
    const main = document.getElementById('main');
    if (main) observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
  return inFlow;
}

/** While the card floats, the page keeps its height free at the bottom when it scrolls focus into view (globals.css). */
function useReservedHeight(floating: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const card = ref.current;
    if (!floating || !card) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--interruption-height', `${card.offsetHeight + 16}px`));
    observer.observe(card);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--interruption-height');
    };
  }, [floating]);
  return ref;
}

export function InterruptionCard({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const inFlow = useInFlow();
  const ref = useReservedHeight(!inFlow);
  const card = (
    <section
      ref={ref}
      aria-label={label}
      data-testid={testId}
      data-placement={inFlow ? 'flow' : 'corner'}
      className={`animate-fade-in rounded-3xl border border-line bg-surface p-5 shadow-card ${
        inFlow ? 'mx-3 my-3 sm:mx-auto sm:w-full sm:max-w-md' : 'fixed inset-x-3 bottom-3 z-50 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-w-md'
      }`}
    >
      {children}
    </section>
  );
  // In the flow, the card goes after the footer (the end of <body>), whichever component shows it.
  return inFlow ? createPortal(card, document.body) : card;
}
