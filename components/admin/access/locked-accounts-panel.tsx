'use client';
// Locked accounts of the promotions the viewer administers (masters: all), each with Unlock (POST /users/{id}/unlock).
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { useLockedAccounts, useUnlockAccount } from '@/lib/super-users/query';
import { AdminSection } from '@/components/admin/shared/admin-page';

export function LockedAccountsPanel() {
  const t = useTranslations('admin-access.locked');
  const locked = useLockedAccounts();
  const unlock = useUnlockAccount();
  const { toast, errorToast } = useToast();
  const run = async (id: number, email: string) => {
    try {
      await unlock.mutateAsync(id);
      toast(t('unlocked', { email }));
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };
  return (
    <AdminSection title={t('title')} description={t('description')}>
      {locked.isPending ? <LoadingBlock label={t('loading')} className="py-6" />
        : locked.isError ? <LoadError title={t('loadFailed')} error={locked.error} onRetry={() => void locked.refetch()} />
        : locked.data.length === 0 ? <p className="text-ink-muted">{t('empty')}</p>
        : (
          <ul className="divide-y divide-line rounded-xl border border-line" aria-label={t('title')}>
            {locked.data.map((u) => (
              <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span className="min-w-0 break-words">
                  <span className="font-semibold text-ink">{u.name || u.email}</span>{' '}
                  <span className="text-sm text-ink-muted">· {u.email}{u.promotion ? ` · ${u.promotion.name}` : ''}</span>
                </span>
                <Button variant="secondary" size="sm" onClick={() => void run(u.id, u.email)}>{t.rich('unlock', { email: u.email, sr: (chunks: ReactNode) => <span className="sr-only">{chunks}</span> })}</Button>
              </li>
            ))}
          </ul>
        )}
    </AdminSection>
  );
}
