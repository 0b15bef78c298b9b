'use client';
// The organization form's SCIM section (docs/scim.md): the base URL to give the identity provider, the token's state
// (last four characters, issued, last used), a new token shown once in a dialog, and revoking it.
import { useState, useSyncExternalStore } from 'react';
import { AlertDialog, Button, Dialog, DialogActions } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { AdminSection } from '@/components/admin/shared/admin-page';
import { useRevokeScimToken, useRotateScimToken, useScimToken } from '@/lib/scim/query';

// The page's origin never changes while it is open.
const subscribeNever = () => () => {};
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

export function ScimSection({ organizationId }: { organizationId: number }) {
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
      errorToast('The SCIM token could not be issued.');
    }
  };
  const remove = async () => {
    setConfirm(null);
    try {
      await revoke.mutateAsync();
      toast('SCIM token revoked. Provisioning has stopped.');
    } catch {
      errorToast('The SCIM token could not be revoked.');
    }
  };

  const token = state.data?.token ?? null;
  return (
    <AdminSection title="SCIM provisioning" description="Your identity provider (Okta, Microsoft Entra ID) creates, updates and deactivates eligibility records for every promotion of this organization.">
      {state.isPending ? <LoadingBlock label="Loading SCIM settings" />
        : state.isError ? <LoadError title="SCIM settings could not be loaded." error={state.error} onRetry={() => void state.refetch()} />
        : (
          <div className="space-y-4">
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium text-ink">Base URL</dt>
              <dd className="font-mono break-all text-ink" data-testid="scim-base-url">{baseUrl}</dd>
              <dt className="font-medium text-ink">Token</dt>
              <dd className="text-ink">{token ? <>Ends in <span className="font-mono">…{token.hint}</span>, issued {when(token.created_at)}</> : 'None: provisioning is off'}</dd>
              {token ? <><dt className="font-medium text-ink">Last used</dt><dd className="text-ink">{when(token.last_used_at)}</dd></> : null}
              <dt className="font-medium text-ink">Provisioned users</dt>
              <dd className="text-ink">{state.data.users} ({state.data.active_users} active)</dd>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => (token ? setConfirm('rotate') : void issue())} disabled={rotate.isPending}>
                {token ? 'Rotate token' : 'Create token'}
              </Button>
              {token ? <Button variant="secondary" onClick={() => setConfirm('revoke')} disabled={revoke.isPending}>Revoke token</Button> : null}
            </div>
          </div>
        )}
      <AlertDialog open={confirm === 'rotate'} title="Rotate the SCIM token?" body="The current token stops working at once. Give the new one to your identity provider."
        confirmLabel="Rotate" onConfirm={() => void issue()} onCancel={() => setConfirm(null)} />
      <AlertDialog open={confirm === 'revoke'} title="Revoke the SCIM token?" tone="danger"
        body="Provisioning stops. Records already provisioned stay as they are." confirmLabel="Revoke" onConfirm={() => void remove()} onCancel={() => setConfirm(null)} />
      <ScimTokenDialog secret={secret} onClose={() => setSecret(null)} />
    </AdminSection>
  );
}

function ScimTokenDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
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
    <Dialog open={secret !== null} onClose={onClose} closeOnBackdrop={false} title="SCIM token" description="Copy it now: it is stored hashed and never shown again.">
      <p className="mt-2 text-sm text-ink-muted">Paste it into your identity provider as the API token (Okta) or secret token (Entra ID).</p>
      <output aria-label="SCIM token" className="mt-3 block rounded-xl border border-line bg-surface-muted p-3 font-mono text-sm break-all text-ink" data-testid="scim-token">
        {secret}
      </output>
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-success">{copied ? 'Copied.' : ''}</p>
      <DialogActions>
        <Button variant="secondary" onClick={() => void copy()}>Copy token</Button>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
