'use client';
// Toasts (participant-core.md §9: 3000 ms; error toasts stay until dismissed).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '@/lib/messages';

export type ToastKind = 'success' | 'info' | 'error';
export const TOAST_MS = 3000;

interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

interface ToastApi {
  toast: (message: string, options?: { kind?: ToastKind; durationMs?: number }) => void;
  /** The default error toast, 'Oops, something went wrong', unless a message is given. */
  errorToast: (message?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const toast = useCallback<ToastApi['toast']>(
    (message, options = {}) => {
      const kind = options.kind ?? 'success';
      const id = nextId.current++;
      setToasts((current) => [...current, { id, message, kind }]);
      if (kind !== 'error') timers.current.set(id, setTimeout(() => dismiss(id), options.durationMs ?? TOAST_MS));
    },
    [dismiss],
  );
  const errorToast = useCallback((message?: string) => toast(message ?? MESSAGES.defaultErrorToast, { kind: 'error' }), [toast]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const api = useMemo(() => ({ toast, errorToast }), [toast, errorToast]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center gap-2 px-4 sm:inset-x-auto sm:right-6 sm:items-end">
        <div role="status" aria-live="polite" className="flex flex-col items-center gap-2 sm:items-end">
          {toasts.filter((t) => t.kind !== 'error').map((t) => <ToastView key={t.id} toast={t} onDismiss={dismiss} />)}
        </div>
        <div role="alert" className="flex flex-col items-center gap-2 sm:items-end">
          {toasts.filter((t) => t.kind === 'error').map((t) => <ToastView key={t.id} toast={t} onDismiss={dismiss} />)}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const tone =
    toast.kind === 'error' ? 'bg-danger text-on-brand' : toast.kind === 'success' ? 'bg-brand-strong text-on-brand' : 'bg-ink text-canvas';
  return (
    <div className={`pointer-events-auto flex w-full max-w-sm animate-fade-in items-center gap-3 rounded-2xl px-4 py-3 shadow-card ${tone} hc:border hc:border-line`}>
      <p className="flex-1 text-sm font-medium">{toast.message}</p>
      <button type="button" onClick={() => onDismiss(toast.id)} className="-m-1 rounded-full p-1 hover:bg-white/15" aria-label="Dismiss notification">
        <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
