'use client';
// Recovery codes, shown once (after setup and after renewing them): a list to write down, copy or download.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations('mfa.recovery');
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="flex flex-col gap-4" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="font-semibold text-ink">{t('title')}</h3>
      <p className="text-sm text-ink-muted">
        {t('keepSafe')}
      </p>
      <ul aria-label={t('listLabel')} className="grid grid-cols-2 gap-2 rounded-2xl bg-surface-muted p-4 font-mono text-ink sm:grid-cols-5">
        {codes.map((code) => <li key={code}>{code}</li>)}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={copy}>{copied ? t('copied') : t('copy')}</Button>
        <Button asChild variant="secondary">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="renew-recovery-codes.txt">{t('download')}</a>
        </Button>
        <Button type="button" onClick={onDone}>{t('saved')}</Button>
      </div>
      <p role="status" className="sr-only">{copied ? t('copiedStatus') : ''}</p>
    </div>
  );
}
