'use client';
// Confirmation questions for any feature: `if (await confirm({ title, body, confirmLabel })) …`
// (the spec's dialogs: 'Discard unsaved changes?' (Cancel, Discard), etc.).
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { AlertDialog, type AlertDialogProps } from '@/components/ui/alert-dialog';

export type ConfirmOptions = Omit<AlertDialogProps, 'open' | 'onConfirm' | 'onCancel'> & { title: string };

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
      {options ? <AlertDialog {...options} open={open} onConfirm={() => answer(true)} onCancel={() => answer(false)} /> : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>.');
  return confirm;
}
