'use client';
// Toasts on sonner (3000 ms; error toasts stay until dismissed). One <Toaster> lives in
// the root layout; anything calls notify() / notifyError(). Each toast is a status (or, for errors, an alert)
// so screen readers announce it.
import { toast as sonner, Toaster as SonnerToaster } from 'sonner';
import { X } from 'lucide-react';
import { cn } from './cn';

export type ToastKind = 'success' | 'info' | 'error';
export const TOAST_MS = 3000;

export function Toaster() {
  return <SonnerToaster position="top-right" offset={{ top: 80, right: 24 }} mobileOffset={{ top: 80 }} expand visibleToasts={5} containerAriaLabel="Notifications" />;
}

export function notify(message: string, options: { kind?: ToastKind; durationMs?: number } = {}) {
  const kind = options.kind ?? 'success';
  sonner.custom((id) => <ToastCard message={message} kind={kind} onDismiss={() => sonner.dismiss(id)} />, {
    duration: kind === 'error' ? Infinity : (options.durationMs ?? TOAST_MS),
  });
}

function ToastCard({ message, kind, onDismiss }: { message: string; kind: ToastKind; onDismiss: () => void }) {
  const tone = kind === 'error' ? 'bg-danger text-on-brand' : kind === 'success' ? 'bg-brand-strong text-on-brand' : 'bg-ink text-canvas';
  return (
    <div className={cn('flex w-[calc(100vw-2rem)] max-w-sm items-center gap-3 rounded-2xl px-4 py-3 shadow-card sm:w-sm hc:border hc:border-line', tone)}>
      <p role={kind === 'error' ? 'alert' : 'status'} className="flex-1 text-sm font-medium">
        {message}
      </p>
      <button type="button" onClick={onDismiss} className="-m-1 rounded-full p-1 hover:bg-white/15" aria-label="Dismiss notification">
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
