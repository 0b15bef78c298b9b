'use client';
// Opens and closes a native <dialog> as a modal from an `open` prop, returning focus to where it was
// (also when the dialog unmounts while open, e.g. on navigation). Shared by every dialog component.
import { useEffect, useRef } from 'react';

export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
      returnFocusTo.current = null;
    }
  }, [open]);

  // Unmounting while open (navigation) must not leave focus on a removed node.
  useEffect(() => () => returnFocusTo.current?.focus(), []);

  return ref;
}
