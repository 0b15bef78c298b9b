'use client';
// Recovery codes, shown once (after setup and after renewing them): a list to write down, copy or download.
import { useState } from 'react';
import { Button } from '@/components/ui';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="flex flex-col gap-4" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="font-semibold text-ink">Your recovery codes</h3>
      <p className="text-sm text-ink-muted">
        Keep them somewhere safe. Each code signs you in once if you lose your phone. They will not be shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-2xl bg-surface-muted p-4 font-mono text-ink sm:grid-cols-5">
        {codes.map((code) => <li key={code}>{code}</li>)}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={copy}>{copied ? 'Copied' : 'Copy codes'}</Button>
        <Button asChild variant="secondary">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="renew-recovery-codes.txt">Download</a>
        </Button>
        <Button type="button" onClick={onDone}>I have saved them</Button>
      </div>
      <p role="status" className="sr-only">{copied ? 'Recovery codes copied.' : ''}</p>
    </div>
  );
}
