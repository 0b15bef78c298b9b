'use client';
// Masters: the administrators with two-step verification on, each with a reset for a lost phone without recovery
// codes (DELETE /api/mfa/administrators/{id}, after a confirmation). Reset, they sign in with their password and
// set it up again where their organization requires it. The master's own is not listed: it is turned off on
// /account/security, with a code or the password.
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Input, Label } from '@/components/ui';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { useDebounced } from '@/lib/use-debounced';
import { errorMessagesOf } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/use-format';
import { useMfaAdministrators, useResetAdministratorMfa } from '@/lib/mfa/admin-reset-query';
import type { MfaAdministrator } from '@/lib/mfa/admin-reset';
import { AdminSection } from '@/components/admin/shared/admin-page';


export function MfaResetPanel({ viewerId }: { viewerId: number }) {
  const t = useTranslations('admin-access.mfaReset');
  const format = useFormat();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const list = useMfaAdministrators(q);
  const reset = useResetAdministratorMfa();
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const label = (a: MfaAdministrator) => a.name || a.email;

  const run = async (a: MfaAdministrator) => {
    const ok = await confirm({
      title: t('confirmTitle', { name: label(a) }),
      body: t('confirmBody', { name: label(a), email: a.email }),
      confirmLabel: t('reset'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await reset.mutateAsync(a.id);
      toast(t('done', { email: a.email }));
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };

  const others = (list.data ?? []).filter((a) => a.id !== viewerId);
  return (
    <AdminSection title={t('title')} description={t('description')}>
      <div className="mb-4 flex max-w-md flex-col gap-1">
        <Label htmlFor="mfa-admin-search">{t('search')}</Label>
        <Input id="mfa-admin-search" type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
      </div>
      {list.isPending ? <LoadingBlock label={t('loading')} className="py-6" />
        : list.isError ? <LoadError title={t('loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
        : others.length === 0 ? <p className="text-ink-muted">{q ? t('noMatch') : t('empty')}</p>
        : (
          <ul className="divide-y divide-line rounded-xl border border-line" aria-label={t('listLabel')}>
            {others.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span className="min-w-0 break-words">
                  <span className="font-semibold text-ink">{label(a)}</span>{' '}
                  <span className="text-sm text-ink-muted">· {a.email} · {a.role}{a.promotion_name ? ` · ${a.promotion_name}` : ''} · {t('onSince', { date: format.custom(a.enabled_at, { dateStyle: 'medium' }) })}</span>
                </span>
                <Button variant="secondary" size="sm" onClick={() => void run(a)}>{t.rich('resetButton', { email: a.email, sr: (chunks: ReactNode) => <span className="sr-only">{chunks}</span> })}</Button>
              </li>
            ))}
          </ul>
        )}
    </AdminSection>
  );
}
