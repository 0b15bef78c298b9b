'use client';
// /test_email: one of the product's templates to at most 10 addresses. Recipients are required ('Recipients cannot
// be blank'), each an email, at most 10 ('Test emails are limited to 10 participants.'), and a confirmation names
// the count first. The job worker sends it; the latest test emails show their status as it moves: pending, sending,
// send (done), failed. Preview shows the chosen template rendered as it will arrive, before anything is sent.
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import { splitRecipients } from '@/lib/emails/recipients';
import { TEST_EMAIL_MAX_RECIPIENTS, TEST_EMAIL_TEMPLATES } from '@/lib/emails/test-templates';
import type { EmailPreview, TestEmailJson } from '@/lib/emails/types';
import { Badge, Button, EmptyState, Field, FormErrors, Select, Textarea } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import type { ListResponse } from '@/lib/list-response';
import { EmailPreviewDialog } from './email-preview-dialog';
import { recipientsError, templateName } from './email-words';

const TONE = { pending: 'neutral', sending: 'accent', send: 'success', failed: 'danger' } as const;
/** 'send' is the stored status of a sent test (the spec's word); the screen says "sent". */
const STATUS_KEYS = { pending: 'pending', sending: 'sending', send: 'sent', failed: 'failed' } as const;
const POLL_MS = 1_500;
const POLL_FOR_MS = 60_000;

export function TestEmailForm({ promotionId, recent }: { promotionId: number; recent: TestEmailJson[] }) {
  const [key, setKey] = useState('');
  const [recipients, setRecipients] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [list, setList] = useState(recent);
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const confirm = useConfirm();
  const { toast } = useToast();
  const id = useId();
  const t = useTranslations('admin-emails');

  const showPreview = async () => {
    if (!key) return setErrors([t('errors.templateRequired')]);
    setErrors([]);
    setPreviewing(true);
    try {
      setPreview(await api.post<EmailPreview>(`/promotions/${promotionId}/email_preview`, { kind: 'test', key }));
    } catch (error) {
      setErrors(errorMessagesOf(error, t('errors.preview')));
    } finally {
      setPreviewing(false);
    }
  };

  const send = async () => {
    const list = splitRecipients(recipients);
    const problems = [
      ...(key ? [] : [t('errors.templateRequired')]),
      ...[recipientsError(list, t)].filter((p): p is string => p !== null),
      ...(list.length > TEST_EMAIL_MAX_RECIPIENTS ? [t('errors.testLimit', { max: TEST_EMAIL_MAX_RECIPIENTS })] : []),
    ];
    if (problems.length) return setErrors(problems);
    setErrors([]);
    const ok = await confirm({ title: t('test.confirmTitle'), body: t('test.confirmBody', { count: list.length }), confirmLabel: t('test.send') });
    if (!ok) return;
    setBusy(true);
    try {
      let row = await api.post<TestEmailJson>(`/promotions/${promotionId}/test_email`, { recipients, key, promotion_id: promotionId });
      setRecipients('');
      setList((l) => [row, ...l.filter((t) => t.id !== row.id)]);
      // Follow it while the worker sends it.
      const until = Date.now() + POLL_FOR_MS;
      while ((row.status === 'pending' || row.status === 'sending') && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const latest = await api.get<ListResponse<TestEmailJson>>(`/promotions/${promotionId}/test_email`);
        setList(latest.data);
        row = latest.data.find((t) => t.id === row.id) ?? row;
      }
      if (row.status === 'send') toast(t('test.sent', { count: row.recipients.length }));
      if (row.status === 'failed') setErrors([t('errors.sendFailed'), ...(row.error ? [row.error] : [])]);
    } catch (error) {
      const failed = t('errors.sendFailed');
      const [first] = errorMessagesOf(error, failed);
      setErrors(first === failed ? errorMessagesOf(error) : [failed, first]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
        <h2 id={`${id}-title`} className="text-h2 text-ink">{t('test.title')}</h2>
        <FormErrors messages={errors} />
        <Field label={t('test.template')}>
          <Select value={key} onChange={(e) => setKey(e.target.value)}>
            <option value="">{t('test.chooseTemplate')}</option>
            {TEST_EMAIL_TEMPLATES.map((template) => <option key={template.key} value={template.key}>{templateName(template.key, t)}</option>)}
          </Select>
        </Field>
        <Field label={t('test.recipients')} description={t('test.recipientsHint', { max: TEST_EMAIL_MAX_RECIPIENTS })}>
          <Textarea value={recipients} rows={3} onChange={(e) => setRecipients(e.target.value)} />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" loading={previewing} onClick={() => void showPreview()}>{t('test.previewEmail')}</Button>
          <Button type="button" loading={busy} onClick={() => void send()}>{t('test.sendTest')}</Button>
        </div>
      </section>
      <section aria-labelledby={`${id}-recent`} className="rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
        <h2 id={`${id}-recent`} className="text-h2 text-ink">{t('test.recentTitle')}</h2>
        {list.length === 0 ? (
          <EmptyState className="mt-4" title={t('test.empty')} />
        ) : (
          <ul aria-live="polite" className="mt-4 flex flex-col divide-y divide-line">
            {list.map((test) => (
              <li key={test.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
                <span><span className="font-semibold text-ink">{test.subject ?? test.key}</span> <span className="text-ink-muted">{t('test.sentTo', { list: test.recipients.join(', ') })}</span></span>
                <Badge tone={TONE[test.status]}>{t(`test.status.${STATUS_KEYS[test.status]}`)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <EmailPreviewDialog preview={preview} onClose={() => setPreview(null)} />
    </>
  );
}
