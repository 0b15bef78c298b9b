'use client';
// The single sign-on key, shown this once (after a create or a rotation): copy it now, it is never shown again.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Dialog, DialogActions } from '@/components/ui';

export function WskeyDialog({ wskey, onClose, continueLabel }: { wskey: string | null; onClose: () => void; continueLabel: string }) {
  const t = useTranslations('admin-organizations.wskey');
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
    <Dialog open={wskey !== null} onClose={onClose} closeOnBackdrop={false} title={t('title')} description={t('rotated')}>
      <p className="mt-2 text-sm text-ink-muted">{t('intro')}</p>
      <output aria-label={t('title')} className="mt-3 block rounded-xl border border-line bg-surface-muted p-3 font-mono text-sm break-all text-ink" data-testid="wskey">
        {wskey}
      </output>
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-success">{copied ? t('copied') : ''}</p>
      <DialogActions>
        <Button variant="secondary" onClick={() => void copy()}>{t('copy')}</Button>
        <Button onClick={onClose}>{continueLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
