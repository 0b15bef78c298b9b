'use client';
// Modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus stays
// inside), Escape and a click on the backdrop close it, and focus returns to where it was.
import { useId, type ReactNode } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Short text under the title, read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** false for dialogs a stray click must not dismiss (e.g. unsaved-changes questions). */
  closeOnBackdrop?: boolean;
  size?: 'sm' | 'md';
  /** role="alertdialog" for questions that interrupt (confirmations). */
  alert?: boolean;
}

export function Dialog({ open, onClose, title, description, children, closeOnBackdrop = true, size = 'md', alert = false }: DialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const descriptionId = useId();



  return (
    <dialog
      ref={ref}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: let React state decide, so the effect above closes and restores focus.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${size === 'sm' ? 'max-w-md' : 'max-w-lg'} rounded-3xl bg-surface p-0 text-ink shadow-2xl open:animate-fade-in hc:border hc:border-line`}
    >
      <div className="p-6 sm:p-8">
        <h2 id={titleId} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-2 text-ink-muted">
            {description}
          </div>
        ) : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </dialog>
  );
}
