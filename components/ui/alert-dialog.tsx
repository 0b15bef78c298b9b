'use client';
// A question that interrupts (Radix AlertDialog): no dismissal by an outside click, the harmless answer
// (Cancel) has focus when it opens, and focus returns to where it was.
import type { ReactNode } from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { buttonClasses } from './button';
import { overlayClasses } from './dialog';

export interface AlertDialogProps {
  open: boolean;
  title: ReactNode;
  body?: ReactNode;
  /** Default: "OK" in the reader's language. */
  confirmLabel?: string;
  /** Default: "Cancel" in the reader's language. */
  cancelLabel?: string;
  /** 'danger' for destructive answers (Remove, Discard). */
  tone?: 'default' | 'danger';
  onConfirm: () => void;
  onCancel: () => void;
}

export function AlertDialog({ open, title, body, confirmLabel, cancelLabel, tone = 'default', onConfirm, onCancel }: AlertDialogProps) {
  const t = useTranslations('common');
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClasses} />
        <AlertDialogPrimitive.Content
          {...(body ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-3xl bg-surface p-6 text-ink [overflow-wrap:anywhere] shadow-2xl data-[state=open]:animate-fade-in sm:p-8 hc:border hc:border-line"
        >
          <AlertDialogPrimitive.Title className="text-xl font-semibold tracking-tight">{title}</AlertDialogPrimitive.Title>
          {body ? (
            <AlertDialogPrimitive.Description asChild>
              <div className="mt-2 text-ink-muted">{body}</div>
            </AlertDialogPrimitive.Description>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonClasses('secondary')}>{cancelLabel ?? t('cancel')}</AlertDialogPrimitive.Cancel>
            {/* Not AlertDialog.Action: that would also report a close, i.e. a cancel, after the answer. */}
            <button type="button" onClick={onConfirm} className={buttonClasses(tone === 'danger' ? 'danger' : 'primary')}>
              {confirmLabel ?? t('ok')}
            </button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
