'use client';
// Confirmation questions for any feature: `if (await confirm({ title, body, confirmLabel })) …`
// (the spec's dialogs: 'Discard unsaved changes?' (Cancel, Discard), etc.).
// The dialog's code (Radix AlertDialog) loads with the first question, not with every page: the provider sits in the
// root layout, so it would otherwise be part of every page's first-load JavaScript (docs/benchmarks.md). Offline
// before the first question, when that code cannot load, the browser's own confirm asks it.
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { AlertDialogProps } from '@/components/ui/alert-dialog';

export type ConfirmOptions = Omit<AlertDialogProps, 'open' | 'onConfirm' | 'onCancel'> & { title: string };

type Confirm = (options: ConfirmOptions) => Promise<boolean>;
type AlertDialogComponent = typeof import('@/components/ui/alert-dialog').AlertDialog;
const ConfirmContext = createContext<Confirm | null>(null);

let loadedDialog: AlertDialogComponent | null = null;
async function loadDialog(): Promise<AlertDialogComponent | null> {
  try {
    loadedDialog ??= (await import('@/components/ui/alert-dialog')).AlertDialog;
  } catch {
    // offline: answered by window.confirm below
  }
  return loadedDialog;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [AlertDialog, setAlertDialog] = useState<AlertDialogComponent | null>(() => loadedDialog);
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>(async (next) => {
    resolver.current?.(false);
    resolver.current = null;
    const dialog = await loadDialog();
    if (!dialog) return window.confirm(typeof next.body === 'string' ? `${next.title}\n\n${next.body}` : next.title);
    setAlertDialog(() => dialog);
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
      {options && AlertDialog ? <AlertDialog {...options} open={open} onConfirm={() => answer(true)} onCancel={() => answer(false)} /> : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>.');
  return confirm;
}
