'use client';
// High-contrast (dark) mode toggle: saved on the user as flags.show_high_contrast and shown
// as <html data-contrast="high">, which the server renders too, so a reload never flashes.
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser, useUpdateUserFlags } from '@/lib/query/users';
import { useToast } from '@/components/feedback/toaster';

export function applyContrast(high: boolean): void {
  if (high) document.documentElement.dataset.contrast = 'high';
  else delete document.documentElement.dataset.contrast;
}

export function useHighContrast() {
  const t = useTranslations('shell.userMenu');
  const { data: user } = useCurrentUser();
  const update = useUpdateUserFlags();
  const { errorToast } = useToast();
  const saved = user?.flags.show_high_contrast === true;
  const enabled = update.isPending ? update.variables?.show_high_contrast === true : saved;

  const toggle = () => {
    const next = !enabled;
    applyContrast(next);
    update.mutate(
      { show_high_contrast: next },
      {
        onError: (error) => {
          applyContrast(saved);
          // A 401 is already on its way to the login page (lib/api-client.ts).
          if (!(error instanceof ApiError && error.status === 401)) errorToast(t('saveFailed'));
        },
      },
    );
  };
  return { enabled, toggle, saving: update.isPending };
}

/** Keeps <html> in step with the cached user (sign-out, an update from another tab). */
export function ContrastSync() {
  const { data: user } = useCurrentUser();
  const high = user?.flags.show_high_contrast === true;
  useEffect(() => applyContrast(high), [high]);
  return null;
}
