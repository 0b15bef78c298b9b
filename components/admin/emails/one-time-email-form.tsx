'use client';
// /one_time_email/create and /edit/{id}: subject, body, recipients (comma, semicolon, newline or pipe separated), a
// send time (default an hour ahead) and its zone (default Eastern Time (US & Canada)). Preview shows who gets it; a
// time now or past sends at once ('Sent' clears after 5 s), a future one joins the queue.
import { useEffect, useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { api, errorMessagesOf } from '@/lib/api-client';
import { EMAIL_MESSAGES, recipientsProblem, splitRecipients } from '@/lib/emails/recipients';
import { SEND_TIME_ZONES, zonedToUtc, type SendTimeZone } from '@/lib/emails/send-time';
import type { CustomEmailJson, RecipientPreview } from '@/lib/emails/types';
import { Button, Field, FormErrors, Input, Select, Textarea } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';

const SENT_MESSAGE_MS = 5_000;

export interface OneTimeEmailValues {
  subject: string;
  body: string;
  recipients: string;
  send_at: string;
  time_zone: SendTimeZone;
}

export function OneTimeEmailForm({ promotionId, emailId, initial }: { promotionId: number; emailId?: number; initial: OneTimeEmailValues }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const [preview, setPreview] = useState<RecipientPreview[] | null>(null);
  const [busy, setBusy] = useState<'preview' | 'save' | null>(null);
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
    if (key === 'recipients') setPreview(null);
  };

  const localProblems = () => [
    ...(values.subject.trim() ? [] : [EMAIL_MESSAGES.subjectRequired]),
    ...(values.body.trim() ? [] : [EMAIL_MESSAGES.bodyRequired]),
    ...[recipientsProblem(splitRecipients(values.recipients))].filter((p): p is string => p !== null),
  ];

  const runPreview = async () => {
    const problems = localProblems();
    if (problems.length) return setErrors(problems);
    setBusy('preview');
    try {
      const result = await api.post<{ data: { recipients: RecipientPreview[] }[] }>(`/promotions/${promotionId}/custom_emails/one_time_email_preview`, { email: values, promotion_id: promotionId });
      setPreview(result.data[0].recipients);
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
    const count = splitRecipients(values.recipients).length;
    if (now) {
      const ok = await confirm({ title: 'Send this email now?', body: `The send time has come, so it goes to ${count} ${count === 1 ? 'recipient' : 'recipients'} at once.`, confirmLabel: 'Send now' });
      if (!ok) return;
    }
    setBusy('save');
    try {
      const body = { email: values, promotion_id: promotionId };
      const saved = emailId
        ? await api.put<CustomEmailJson>(`/promotions/${promotionId}/custom_emails/${emailId}`, body)
        : await api.post<CustomEmailJson>(`/promotions/${promotionId}/custom_emails`, body);
      setErrors([]);
      if (saved.status === 'sent') {
        setSent(true);
        if (!emailId) setValues({ ...initial, recipients: '', subject: '', body: '' });
        setPreview(null);
      } else if (saved.status === 'failed') {
        setErrors([EMAIL_MESSAGES.sendFailed, ...(saved.error ? [saved.error] : [])]);
      } else {
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
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">{emailId ? 'Edit the email' : 'Compose'}</h2>
      <FormErrors messages={errors} />
      <Field label="Recipients" description="Email addresses separated by commas, semicolons, new lines or |.">
        <Textarea value={values.recipients} rows={3} onChange={(e) => set('recipients', e.target.value)} />
      </Field>
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
          <p className="font-semibold text-ink">{preview.length} {preview.length === 1 ? 'recipient' : 'recipients'}</p>
          <ul tabIndex={0} aria-label="Recipients" className="mt-2 max-h-48 overflow-y-auto rounded-lg text-sm text-ink-muted focus-visible:outline-2 focus-visible:outline-brand">
            {preview.map((r) => (
              <li key={r.email}>{r.email}{r.name ? ` · ${r.name}` : ' · not a participant'}{r.unsubscribed ? ' · unsubscribed, will be skipped' : ''}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="mr-auto font-semibold text-success">{sent ? 'Sent' : ''}</p>
        <Button type="button" variant="secondary" loading={busy === 'preview'} onClick={() => void runPreview()}>Preview</Button>
        <Button type="button" loading={busy === 'save'} onClick={() => void save()}>{emailId ? 'Save' : 'Schedule'}</Button>
      </div>
    </section>
  );
}
