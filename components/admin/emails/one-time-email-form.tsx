'use client';
// /one_time_email/create and /edit/{id}: subject, body, recipients (comma, semicolon, newline or pipe separated) and/or
// participant filters (the push jobs' filters: everyone they match when it is sent), a send time (default an hour
// ahead) and its zone (default Eastern Time (US & Canada)). Preview recipients shows who gets it, Preview email the email
// rendered as it will arrive; a time now or past is sent by
// the job worker at once (the form follows its status until 'Sent', which clears after 5 s), a future one joins the
// queue.
import { useEffect, useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import { splitRecipients } from '@/lib/emails/recipients';
import { SEND_TIME_ZONES, zonedToUtc, type SendTimeZone } from '@/lib/emails/send-time';
import type { CustomEmailJson, EmailPreview, RecipientPreview } from '@/lib/emails/types';
import { PUSH_JOB_FILTERS, type PushJobFilter } from '@/lib/push/filters';
import { Button, Field, FormErrors, Input, Select, Textarea } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { usePushFilterName } from '@/components/admin/push/filter-name';
import { EmailPreviewDialog } from './email-preview-dialog';
import { recipientsError, zoneName } from './email-words';

const SENT_MESSAGE_MS = 5_000;
/** How often, and how long, the form asks after an email the worker is sending. */
const POLL_MS = 1_500;
const POLL_FOR_MS = 120_000;

export interface OneTimeEmailValues {
  subject: string;
  body: string;
  recipients: string;
  send_at: string;
  time_zone: SendTimeZone;
  filters?: PushJobFilter[];
}

export function OneTimeEmailForm({ promotionId, emailId, initial }: { promotionId: number; emailId?: number; initial: OneTimeEmailValues }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const [preview, setPreview] = useState<{ list: RecipientPreview[]; count: number } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'render' | 'save' | 'sending' | null>(null);
  const [rendered, setRendered] = useState<EmailPreview | null>(null);
  const [sent, setSent] = useState(false);
  const router = useRouter();
  const confirm = useConfirm();
  const id = useId();
  const t = useTranslations('admin-emails');
  const filterName = usePushFilterName();
  const queue = `/promotion/${promotionId}/one_time_email/queue`;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), SENT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const set = <K extends keyof OneTimeEmailValues>(key: K, value: OneTimeEmailValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === 'recipients' || key === 'filters') setPreview(null);
  };
  const filters = values.filters ?? [];
  const toggleFilter = (filter: PushJobFilter, on: boolean) => set('filters', on ? [...filters, filter] : filters.filter((f) => f !== filter));
  const typed = splitRecipients(values.recipients);

  const localProblems = () => [
    ...(values.subject.trim() ? [] : [t('errors.subjectRequired')]),
    ...(values.body.trim() ? [] : [t('errors.bodyRequired')]),
    // With a filter chosen, typed recipients are optional.
    ...(filters.length && typed.length === 0 ? [] : [recipientsError(typed, t)].filter((p): p is string => p !== null)),
  ];

  const runPreview = async () => {
    const problems = localProblems();
    if (problems.length) return setErrors(problems);
    setBusy('preview');
    try {
      const result = await api.post<{ data: { recipients: RecipientPreview[]; count: number }[] }>(`/promotions/${promotionId}/custom_emails/one_time_email_preview`, { email: { ...values, filters }, promotion_id: promotionId });
      setPreview({ list: result.data[0].recipients, count: result.data[0].count });
      setErrors([]);
    } catch (error) {
      setErrors(errorMessagesOf(error, t('errors.preview')));
    } finally {
      setBusy(null);
    }
  };

  const renderEmail = async () => {
    const problems = [
      ...(values.subject.trim() ? [] : [t('errors.subjectRequired')]),
      ...(values.body.trim() ? [] : [t('errors.bodyRequired')]),
    ];
    if (problems.length) return setErrors(problems);
    setBusy('render');
    try {
      setRendered(await api.post<EmailPreview>(`/promotions/${promotionId}/email_preview`, { kind: 'one_time', subject: values.subject, body: values.body }));
      setErrors([]);
    } catch (error) {
      setErrors(errorMessagesOf(error, t('errors.preview')));
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    const problems = localProblems();
    if (problems.length) return setErrors(problems);
    const now = zonedToUtc(values.send_at, values.time_zone).getTime() <= Date.now();
    const count = preview?.count ?? typed.length;
    if (now) {
      const everyone = filters.length && !preview ? 'true' : 'false';
      const ok = await confirm({ title: t('form.sendNowTitle'), body: t('form.sendNowBody', { everyone, count }), confirmLabel: t('form.sendNow') });
      if (!ok) return;
    }
    setBusy('save');
    try {
      const body = { email: { ...values, filters }, promotion_id: promotionId };
      let saved = emailId
        ? await api.put<CustomEmailJson>(`/promotions/${promotionId}/custom_emails/${emailId}`, body)
        : await api.post<CustomEmailJson>(`/promotions/${promotionId}/custom_emails`, body);
      setErrors([]);
      if (now) {
        // The job worker sends it: follow its status (queued → sending → sent or failed).
        setBusy('sending');
        const until = Date.now() + POLL_FOR_MS;
        while ((saved.status === 'queued' || saved.status === 'sending') && Date.now() < until) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          saved = await api.get<CustomEmailJson>(`/promotions/${promotionId}/custom_emails/${saved.id}`);
        }
      }
      if (saved.status === 'sent') {
        setSent(true);
        if (!emailId) setValues({ ...initial, recipients: '', subject: '', body: '' });
        setPreview(null);
      } else if (saved.status === 'failed') {
        setErrors([t('errors.sendFailed'), ...(saved.error ? [saved.error] : [])]);
      } else {
        // Scheduled (or still on its way after two minutes): the queue shows its status.
        router.push(queue);
      }
    } catch (error) {
      setErrors(errorMessagesOf(error, t('errors.create')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <h2 id={`${id}-title`} className="text-h2 text-ink">{emailId ? t('form.editTitle') : t('form.composeTitle')}</h2>
      <FormErrors messages={errors} />
      <Field label={t('form.recipients')} description={t('form.recipientsHint')}>
        <Textarea value={values.recipients} rows={3} onChange={(e) => set('recipients', e.target.value)} />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold text-ink">{t('form.filtersLegend')}</legend>
        <p className="text-sm text-ink-muted">{t('form.filtersHint')}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          {PUSH_JOB_FILTERS.map((f) => (
            <label key={f.id} className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" className="size-4 accent-brand" checked={filters.includes(f.id)} onChange={(e) => toggleFilter(f.id, e.target.checked)} />
              {filterName(f.id)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('form.subject')}>
        <Input value={values.subject} maxLength={250} onChange={(e) => set('subject', e.target.value)} />
      </Field>
      <Field label={t('form.message')} description={t('form.messageHint')}>
        <Textarea value={values.body} rows={8} onChange={(e) => set('body', e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.sendAt')} description={t('form.sendAtHint')}>
          <Input type="datetime-local" value={values.send_at} onChange={(e) => set('send_at', e.target.value)} />
        </Field>
        <Field label={t('form.timeZone')}>
          <Select value={values.time_zone} onChange={(e) => set('time_zone', e.target.value as SendTimeZone)}>
            {SEND_TIME_ZONES.map((z) => <option key={z.id} value={z.id}>{zoneName(z.id, t)}</option>)}
          </Select>
        </Field>
      </div>
      {preview ? (
        <div className="rounded-2xl bg-surface-muted p-4" aria-live="polite">
          <p className="font-semibold text-ink">{t('form.previewCount', { count: preview.count, today: filters.length ? 'true' : 'false' })}</p>
          {preview.count > preview.list.length ? <p className="text-sm text-ink-muted">{t('form.firstListed', { count: preview.list.length })}</p> : null}
          <ul tabIndex={0} aria-label={t('form.recipients')} className="mt-2 max-h-48 overflow-y-auto rounded-lg text-sm text-ink-muted focus-visible:outline-2 focus-visible:outline-brand">
            {preview.list.map((r) => (
              <li key={r.email}>{r.email}{` · ${r.name || t('form.notParticipant')}`}{r.unsubscribed ? ` · ${t('form.unsubscribedSkipped')}` : ''}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="me-auto font-semibold text-success">{sent ? t('form.sent') : busy === 'sending' ? t('form.sending') : ''}</p>
        <Button type="button" variant="secondary" loading={busy === 'preview'} onClick={() => void runPreview()}>{t('form.previewRecipients')}</Button>
        <Button type="button" variant="secondary" loading={busy === 'render'} onClick={() => void renderEmail()}>{t('form.previewEmail')}</Button>
        <Button type="button" loading={busy === 'save' || busy === 'sending'} onClick={() => void save()}>{emailId ? t('form.save') : t('form.schedule')}</Button>
      </div>
      <EmailPreviewDialog preview={rendered} onClose={() => setRendered(null)} />
    </section>
  );
}
