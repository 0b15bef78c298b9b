'use client';
// Confirmation questions for any feature: `if (await confirm({ title, body, confirmLabel })) …`
// (participant-core.md §8 dialogs: 'Discard unsaved changes?' (Cancel, Discard), etc.).
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';

export interface ConfirmOptions {
  title: string;
  body?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive answers (Remove, Discard). */
  tone?: 'default' | 'danger';
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The dialog itself, for callers that keep their own open state. */
export function ConfirmDialog({ open, title, body, confirmLabel = 'OK', cancelLabel = 'Cancel', tone = 'default', onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} description={body} size="sm" closeOnBackdrop={false} alert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {/* autoFocus: the harmless answer has focus when the question opens. */}
        <button type="button" autoFocus onClick={onCancel} className={buttonClasses('secondary')}>
          {cancelLabel}
        </button>
        <button type="button" onClick={onConfirm} className={buttonClasses(tone === 'danger' ? 'danger' : 'primary')}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpen(false);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options ? <ConfirmDialog {...options} open={open} onConfirm={() => answer(true)} onCancel={() => answer(false)} /> : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>.');
  return confirm;
}
