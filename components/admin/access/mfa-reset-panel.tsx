'use client';
// Masters: the administrators with two-step verification on, each with a reset for a lost phone without recovery
// codes (DELETE /api/mfa/administrators/{id}, after a confirmation). Reset, they sign in with their password and
// set it up again where their organization requires it. The master's own is not listed: it is turned off on
// /account/security, with a code or the password.
import { useState } from 'react';
import { Button, Input, Label } from '@/components/ui';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { useDebounced } from '@/lib/use-debounced';
import { errorMessagesOf } from '@/lib/api-client';
import { useMfaAdministrators, useResetAdministratorMfa } from '@/lib/mfa/admin-reset-query';
import type { MfaAdministrator } from '@/lib/mfa/admin-reset';
import { AdminSection } from '@/components/admin/shared/admin-page';

const since = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

export function MfaResetPanel({ viewerId }: { viewerId: number }) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const list = useMfaAdministrators(q);
  const reset = useResetAdministratorMfa();
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const label = (a: MfaAdministrator) => a.name || a.email;

  const run = async (a: MfaAdministrator) => {
    const ok = await confirm({
      title: `Reset two-step verification of ${label(a)}?`,
      body: `${label(a)} (${a.email}) loses their authenticator and recovery codes. They sign in with their password and, where their organization requires it, set two-step verification up again before using the administration.`,
      confirmLabel: 'Reset',
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await reset.mutateAsync(a.id);
      toast(`Two-step verification of ${a.email} was reset.`);
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };

  const others = (list.data ?? []).filter((a) => a.id !== viewerId);
  return (
    <AdminSection title="Two-step verification of administrators" description="For an administrator who lost their phone and their recovery codes.">
      <div className="mb-4 flex max-w-md flex-col gap-1">
        <Label htmlFor="mfa-admin-search">Search by name or email</Label>
        <Input id="mfa-admin-search" type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
      </div>
      {list.isPending ? <LoadingBlock label="Loading administrators" className="py-6" />
        : list.isError ? <LoadError title="Administrators could not be loaded." error={list.error} onRetry={() => void list.refetch()} />
        : others.length === 0 ? <p className="text-ink-muted">{q ? 'No administrator with two-step verification matches.' : 'No other administrator has two-step verification on.'}</p>
        : (
          <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Administrators with two-step verification">
            {others.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span className="min-w-0 break-words">
                  <span className="font-semibold text-ink">{label(a)}</span>{' '}
                  <span className="text-sm text-ink-muted">· {a.email} · {a.role}{a.promotion_name ? ` · ${a.promotion_name}` : ''} · on since {since(a.enabled_at)}</span>
                </span>
                <Button variant="secondary" size="sm" onClick={() => void run(a)}>Reset<span className="sr-only"> two-step verification of {a.email}</span></Button>
              </li>
            ))}
          </ul>
        )}
    </AdminSection>
  );
}
