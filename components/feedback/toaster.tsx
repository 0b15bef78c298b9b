'use client';
// The toast API the screens use: toast('Saved') and errorToast() ('Oops, something went wrong' unless a message is
// given). Rendered by the one <Toaster> in the root layout (components/ui/toaster.tsx).
import { MESSAGES } from '@/lib/messages';
import { notify, type ToastExtras, type ToastKind } from '@/components/ui/toaster';

export { TOAST_MS, type ToastKind } from '@/components/ui/toaster';

interface ToastApi {
  toast: (message: string, options?: { kind?: ToastKind; durationMs?: number } & ToastExtras) => void;
  errorToast: (message?: string) => void;
}

const api: ToastApi = {
  toast: notify,
  errorToast: (message) => notify(message ?? MESSAGES.defaultErrorToast, { kind: 'error' }),
};

export function useToast(): ToastApi {
  return api;
}
