'use client';
// The single sign-on key, shown this once (after a create or a rotation): copy it now, it is never shown again.
import { useState } from 'react';
import { Button, Dialog, DialogActions } from '@/components/ui';
import { ORGANIZATION_MESSAGES as M } from '@/lib/organizations/messages';

export function WskeyDialog({ wskey, onClose, continueLabel }: { wskey: string | null; onClose: () => void; continueLabel: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(wskey ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open={wskey !== null} onClose={onClose} closeOnBackdrop={false} title="Single sign-on key" description={M.wskeyRotated}>
      <p className="mt-2 text-sm text-ink-muted">The organization’s single sign-on system presents this key (wskey).</p>
      <output aria-label="Single sign-on key" className="mt-3 block rounded-xl border border-line bg-surface-muted p-3 font-mono text-sm break-all text-ink" data-testid="wskey">
        {wskey}
      </output>
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-success">{copied ? 'Copied.' : ''}</p>
      <DialogActions>
        <Button variant="secondary" onClick={() => void copy()}>Copy key</Button>
        <Button onClick={onClose}>{continueLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
