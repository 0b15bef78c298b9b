'use client';
// Modal dialog on Radix Dialog: focus moves in and stays inside, the rest of the page is hidden from screen
// readers, Escape and a click outside close it, and focus returns to where it was when it closes.
import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from './cn';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Short text under the title, read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** false for dialogs a stray click must not dismiss (e.g. unsaved-changes questions). */
  closeOnBackdrop?: boolean;
  /** lg: wide content (an email preview). */
  size?: 'sm' | 'md' | 'lg';
  /** role="alertdialog" for questions that interrupt (a blocking message). Confirmations use AlertDialog. */
  alert?: boolean;
}

export const overlayClasses = 'fixed inset-0 z-50 bg-scrim data-[state=open]:animate-fade-in';

export function Dialog({ open, onClose, title, description, children, closeOnBackdrop = true, size = 'md', alert = false }: DialogProps) {
  const blockOutside = closeOnBackdrop && !alert ? undefined : (event: Event) => event.preventDefault();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content
          role={alert ? 'alertdialog' : 'dialog'}
          onPointerDownOutside={blockOutside}
          onInteractOutside={blockOutside}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-3xl bg-surface p-6 text-ink shadow-2xl sm:p-8',
            'data-[state=open]:animate-fade-in hc:border hc:border-line',
            size === 'sm' ? 'max-w-md' : size === 'lg' ? 'max-w-3xl' : 'max-w-lg',
          )}
        >
          <DialogPrimitive.Title className="text-xl font-semibold tracking-tight">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description asChild>
              <div className="mt-2 text-ink-muted">{description}</div>
            </DialogPrimitive.Description>
          ) : null}
          {children ? <div className="mt-6">{children}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export interface FullScreenDialogProps {
  open: boolean;
  onClose: () => void;
  /** Escape and outside clicks do nothing while false (e.g. while saving). */
  dismissible?: boolean;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
  'aria-busy'?: boolean;
}

/** A dialog that fills the viewport; put a <DialogTitle> inside. */
export function FullScreenDialog({ open, onClose, dismissible = true, className, children, ...props }: FullScreenDialogProps) {
  const block = dismissible ? undefined : (event: Event) => event.preventDefault();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          className={cn('fixed inset-0 z-50 flex h-dvh w-screen flex-col', className)}
          {...props}
        >
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export const DialogTitle = DialogPrimitive.Title;

/** The answer buttons at the foot of a dialog: stacked on phones (the main answer on top), in a row from sm up. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}
