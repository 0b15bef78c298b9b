'use client';
// The high-contrast (dark) mode toggle of the user menu: saved on the user as flags.show_high_contrast and shown at
// once on <html> (contrast-sync.tsx keeps it in step afterwards).
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser, useUpdateUserFlags } from '@/lib/query/users';
import { useToast } from '@/components/feedback/toaster';
import { applyContrast } from './contrast-sync';

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

