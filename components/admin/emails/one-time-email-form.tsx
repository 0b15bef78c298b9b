'use client';
// /one_time_email/create and /edit/{id}: subject, body, recipients (comma, semicolon, newline or pipe separated) and/or
// participant filters (the push jobs' filters: everyone they match when it is sent), a send time (default an hour
// ahead) and its zone (default Eastern Time (US & Canada)). Preview recipients shows who gets it, Preview email the email
// rendered as it will arrive; a time now or past is sent by
// the job worker at once (the form follows its status until 'Sent', which clears after 5 s), a future one joins the
// queue.
import { useEffect, useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { api, errorMessagesOf } from '@/lib/api-client';
import { EMAIL_MESSAGES, recipientsProblem, splitRecipients } from '@/lib/emails/recipients';
import { SEND_TIME_ZONES, zonedToUtc, type SendTimeZone } from '@/lib/emails/send-time';
import type { CustomEmailJson, EmailPreview, RecipientPreview } from '@/lib/emails/types';
import { countOf, formatCount } from '@/lib/format/counts';
import { PUSH_JOB_FILTERS, type PushJobFilter } from '@/lib/push/filters';
import { Button, Field, FormErrors, Input, Select, Textarea } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { EmailPreviewDialog } from './email-preview-dialog';

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
    ...(values.subject.trim() ? [] : [EMAIL_MESSAGES.subjectRequired]),
    ...(values.body.trim() ? [] : [EMAIL_MESSAGES.bodyRequired]),
    // With a filter chosen, typed recipients are optional.
    ...(filters.length && typed.length === 0 ? [] : [recipientsProblem(typed)].filter((p): p is string => p !== null)),
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
      setErrors(errorMessagesOf(error, EMAIL_MESSAGES.preview));
    } finally {
      setBusy(null);
    }
  };

  const renderEmail = async () => {
    const problems = [
      ...(values.subject.trim() ? [] : [EMAIL_MESSAGES.subjectRequired]),
      ...(values.body.trim() ? [] : [EMAIL_MESSAGES.bodyRequired]),
    ];
    if (problems.length) return setErrors(problems);
    setBusy('render');
    try {
      setRendered(await api.post<EmailPreview>(`/promotions/${promotionId}/email_preview`, { kind: 'one_time', subject: values.subject, body: values.body }));
      setErrors([]);
    } catch (error) {
      setErrors(errorMessagesOf(error, EMAIL_MESSAGES.preview));
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
      const who = filters.length && !preview ? 'everyone the filters match' : countOf(count, 'recipient');
      const ok = await confirm({ title: 'Send this email now?', body: `The send time has come, so it goes to ${who} at once.`, confirmLabel: 'Send now' });
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
        setErrors([EMAIL_MESSAGES.sendFailed, ...(saved.error ? [saved.error] : [])]);
      } else {
        // Scheduled (or still on its way after two minutes): the queue shows its status.
        router.push(queue);
      }
    } catch (error) {
      setErrors(errorMessagesOf(error, EMAIL_MESSAGES.create));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <h2 id={`${id}-title`} className="text-h2 text-ink">{emailId ? 'Edit the email' : 'Compose'}</h2>
      <FormErrors messages={errors} />
      <Field label="Recipients" description="Email addresses separated by commas, semicolons, new lines or |. Optional when participants are chosen below.">
        <Textarea value={values.recipients} rows={3} onChange={(e) => set('recipients', e.target.value)} />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold text-ink">Also send to participants who match</legend>
        <p className="text-sm text-ink-muted">Every filter chosen must match; the list is taken when the email is sent.</p>
        <div className="grid gap-2 sm:grid-cols-2">
          {PUSH_JOB_FILTERS.map((f) => (
            <label key={f.id} className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" className="size-4 accent-brand" checked={filters.includes(f.id)} onChange={(e) => toggleFilter(f.id, e.target.checked)} />
              {f.name}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Subject">
        <Input value={values.subject} maxLength={250} onChange={(e) => set('subject', e.target.value)} />
      </Field>
      <Field label="Message" description="Plain text: a blank line starts a new paragraph.">
        <Textarea value={values.body} rows={8} onChange={(e) => set('body', e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Send at" description="Now or earlier sends at once; a later time queues it.">
          <Input type="datetime-local" value={values.send_at} onChange={(e) => set('send_at', e.target.value)} />
        </Field>
        <Field label="Time zone">
          <Select value={values.time_zone} onChange={(e) => set('time_zone', e.target.value as SendTimeZone)}>
            {SEND_TIME_ZONES.map((z) => <option key={z.id} value={z.id}>{z.label}</option>)}
          </Select>
        </Field>
      </div>
      {preview ? (
        <div className="rounded-2xl bg-surface-muted p-4" aria-live="polite">
          <p className="font-semibold text-ink">{countOf(preview.count, 'recipient')}{filters.length ? ' today' : ''}</p>
          {preview.count > preview.list.length ? <p className="text-sm text-ink-muted">The first {formatCount(preview.list.length)} are listed.</p> : null}
          <ul tabIndex={0} aria-label="Recipients" className="mt-2 max-h-48 overflow-y-auto rounded-lg text-sm text-ink-muted focus-visible:outline-2 focus-visible:outline-brand">
            {preview.list.map((r) => (
              <li key={r.email}>{r.email}{r.name ? ` · ${r.name}` : ' · not a participant'}{r.unsubscribed ? ' · unsubscribed, will be skipped' : ''}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="mr-auto font-semibold text-success">{sent ? 'Sent' : busy === 'sending' ? 'Sending…' : ''}</p>
        <Button type="button" variant="secondary" loading={busy === 'preview'} onClick={() => void runPreview()}>Preview recipients</Button>
        <Button type="button" variant="secondary" loading={busy === 'render'} onClick={() => void renderEmail()}>Preview email</Button>
        <Button type="button" loading={busy === 'save' || busy === 'sending'} onClick={() => void save()}>{emailId ? 'Save' : 'Schedule'}</Button>
      </div>
      <EmailPreviewDialog preview={rendered} onClose={() => setRendered(null)} />
    </section>
  );
}
