'use client';
// An email as it will arrive, before it is sent (issue 32): the subject, the HTML in a sandboxed frame (srcdoc with an
// empty sandbox: no scripts, no forms, no navigation of this page) and the plain-text part, rendered by the server
// through the same renderer as the send (POST /promotions/{id}/email_preview). Links in the frame do not open.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { EmailPreview } from '@/lib/emails/types';
import { Button, Dialog, DialogActions } from '@/components/ui';

export function EmailPreviewDialog({ preview, onClose }: { preview: EmailPreview | null; onClose: () => void }) {
  const [view, setView] = useState<'html' | 'text'>('html');
  const t = useTranslations('admin-emails.preview');
  return (
    <Dialog open={preview !== null} onClose={onClose} size="lg" title={t('title')} description={preview ? t('description', { to: preview.to }) : null}>
      {preview ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink-muted">
            {t.rich('subject', { subject: preview.subject, value: (chunks) => <span className="font-semibold text-ink" data-testid="email-preview-subject">{chunks}</span> })}
          </p>
          <div role="group" aria-label={t('showAs')} className="flex gap-2">
            <Button size="sm" variant={view === 'html' ? 'primary' : 'secondary'} aria-pressed={view === 'html'} onClick={() => setView('html')}>{t('formatted')}</Button>
            <Button size="sm" variant={view === 'text' ? 'primary' : 'secondary'} aria-pressed={view === 'text'} onClick={() => setView('text')}>{t('plainText')}</Button>
          </div>
          {view === 'html' ? (
            <iframe title={t('frameTitle', { subject: preview.subject })} sandbox="" srcDoc={preview.html} className="h-[60dvh] w-full rounded-2xl border border-line bg-white" />
          ) : (
            <pre tabIndex={0} aria-label={t('textPart')} className="max-h-[60dvh] overflow-auto rounded-2xl bg-surface-muted p-4 text-sm whitespace-pre-wrap text-ink">{preview.text}</pre>
          )}
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </div>
      ) : null}
    </Dialog>
  );
}
