'use client';
// The organization form's SCIM section (docs/scim.md): the base URL to give the identity provider, the token's state
// (last four characters, issued, last used), a new token shown once in a dialog, and revoking it.
import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { AlertDialog, Button, Dialog, DialogActions } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { AdminSection } from '@/components/admin/shared/admin-page';
import { useRevokeScimToken, useRotateScimToken, useScimToken } from '@/lib/scim/query';
import { useFormat } from '@/lib/i18n/use-format';

// The page's origin never changes while it is open.
const subscribeNever = () => () => {};
// The date and time as the browser's default toLocaleString() showed them (11/3/2026, 4:05:00 PM).
const STAMP = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' } as const;

export function ScimSection({ organizationId }: { organizationId: number }) {
  const t = useTranslations('admin-integrations.scim');
  const format = useFormat();
  const when = (iso: string | null) => (iso ? format.custom(iso, STAMP) : t('never'));
  const state = useScimToken(organizationId);
  const rotate = useRotateScimToken(organizationId);
  const revoke = useRevokeScimToken(organizationId);
  const { toast, errorToast } = useToast();
  const [secret, setSecret] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'rotate' | 'revoke' | null>(null);
  const baseUrl = `${useSyncExternalStore(subscribeNever, () => window.location.origin, () => '')}/scim/v2`;

  const issue = async () => {
    setConfirm(null);
    try {
      setSecret((await rotate.mutateAsync()).secret);
    } catch {
      errorToast(t('issueFailed'));
    }
  };
  const remove = async () => {
    setConfirm(null);
    try {
      await revoke.mutateAsync();
      toast(t('revoked'));
    } catch {
      errorToast(t('revokeFailed'));
    }
  };

  const token = state.data?.token ?? null;
  return (
    <AdminSection title={t('title')} description={t('description')}>
      {state.isPending ? <LoadingBlock label={t('loading')} />
        : state.isError ? <LoadError title={t('loadFailed')} error={state.error} onRetry={() => void state.refetch()} />
        : (
          <div className="space-y-4">
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium text-ink">{t('baseUrl')}</dt>
              <dd className="font-mono break-all text-ink" data-testid="scim-base-url">{baseUrl}</dd>
              <dt className="font-medium text-ink">{t('token')}</dt>
              <dd className="text-ink">{token ? t.rich('tokenState', { hint: token.hint, issued: when(token.created_at), mono: (chunks) => <span className="font-mono">{chunks}</span> }) : t('noToken')}</dd>
              {token ? <><dt className="font-medium text-ink">{t('lastUsed')}</dt><dd className="text-ink">{when(token.last_used_at)}</dd></> : null}
              <dt className="font-medium text-ink">{t('provisionedUsers')}</dt>
              <dd className="text-ink">{t('usersCount', { users: state.data.users, active: state.data.active_users })}</dd>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => (token ? setConfirm('rotate') : void issue())} disabled={rotate.isPending}>
                {token ? t('rotateToken') : t('createToken')}
              </Button>
              {token ? <Button variant="secondary" onClick={() => setConfirm('revoke')} disabled={revoke.isPending}>{t('revokeToken')}</Button> : null}
            </div>
          </div>
        )}
      <AlertDialog open={confirm === 'rotate'} title={t('rotateTitle')} body={t('rotateBody')}
        confirmLabel={t('rotate')} onConfirm={() => void issue()} onCancel={() => setConfirm(null)} />
      <AlertDialog open={confirm === 'revoke'} title={t('revokeTitle')} tone="danger"
        body={t('revokeBody')} confirmLabel={t('revoke')} onConfirm={() => void remove()} onCancel={() => setConfirm(null)} />
      <ScimTokenDialog secret={secret} onClose={() => setSecret(null)} />
    </AdminSection>
  );
}

function ScimTokenDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const t = useTranslations('admin-integrations.scim');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open={secret !== null} onClose={onClose} closeOnBackdrop={false} title={t('dialogTitle')} description={t('dialogDescription')}>
      <p className="mt-2 text-sm text-ink-muted">{t('dialogIntro')}</p>
      <output aria-label={t('dialogTitle')} className="mt-3 block rounded-xl border border-line bg-surface-muted p-3 font-mono text-sm break-all text-ink" data-testid="scim-token">
        {secret}
      </output>
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-success">{copied ? t('copied') : ''}</p>
      <DialogActions>
        <Button variant="secondary" onClick={() => void copy()}>{t('copyToken')}</Button>
        <Button onClick={onClose}>{t('done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
