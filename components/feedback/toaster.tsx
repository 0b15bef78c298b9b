'use client';
// The toast API the screens use: toast('Saved') and errorToast() ('Oops, something went wrong' unless a message is
// given). Rendered by the one <Toaster> in the root layout (components/ui/toaster.tsx). An error toast's English text
// (lib/**/messages.ts) shows in the reader's language (lib/i18n/use-error-text.ts); the API's arrive translated.
import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@/lib/messages';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { notify, type ToastExtras, type ToastKind } from '@/components/ui/toaster';

export { TOAST_MS, type ToastKind } from '@/components/ui/toaster';

interface ToastApi {
  toast: (message: string, options?: { kind?: ToastKind; durationMs?: number } & ToastExtras) => void;
  errorToast: (message?: string) => void;
}

export function useToast(): ToastApi {
  const errorText = useErrorText();
  const translate = useRef(errorText);
  useEffect(() => {
    translate.current = errorText;
  }, [errorText]);
  // One object for the component's life, as before: screens keep it in effects' dependencies.
  const [api] = useState<ToastApi>(() => ({
    toast: (message, options) => notify(options?.kind === 'error' ? translate.current(message) : message, options),
    errorToast: (message) => notify(translate.current(message ?? MESSAGES.defaultErrorToast), { kind: 'error' }),
  }));
  return api;
}
