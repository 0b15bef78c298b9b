'use client';
// /promotion/{id}/custom_push_notifications: a title and message to the participants chosen by filters or typed
// addresses. Preview shows who (and how many) it reaches; sending needs a filter or recipients ('No filter
// selected') and a confirmation listing the title, message, filters and recipient count; 'Sent' shows for 5 s.
import { useEffect, useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import { PUSH_JOB_FILTERS, PUSH_SENT_MESSAGE_MS, type PushJobFilter } from '@/lib/push/filters';
import type { PushJobJson, PushPreview } from '@/lib/push/types';
import { splitRecipients } from '@/lib/emails/recipients';
import { Button, Checkbox, Field, FormErrors, Input, Label, Textarea } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { usePushFilterName } from './filter-name';

export function PushJobForm({ promotionId }: { promotionId: number }) {
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [filters, setFilters] = useState<PushJobFilter[]>([]);
  const [recipients, setRecipients] = useState('');
  const [preview, setPreview] = useState<PushPreview | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<'preview' | 'send' | null>(null);
  const [sent, setSent] = useState(false);
  const confirm = useConfirm();
  const router = useRouter();
  const id = useId();
  const t = useTranslations('admin-push');
  const filterName = usePushFilterName();

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), PUSH_SENT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const audienceChosen = filters.length > 0 || splitRecipients(recipients).length > 0;
  const body = () => ({ promotion_id: promotionId, filters, recipients: recipients.trim() || null });

  const loadPreview = async (): Promise<PushPreview | null> => {
    if (!audienceChosen) {
      setErrors([t('errors.noFilter')]);
      return null;
    }
    setBusy('preview');
    try {
      const result = await api.post<PushPreview>('/push_notifications/preview', body());
      setPreview(result);
      setErrors([]);
      return result;
    } catch (error) {
      setErrors(errorMessagesOf(error, t('errors.send')));
      return null;
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    const problems = [
      ...(title.trim() ? [] : [t('errors.titleRequired')]),
      ...(message.trim() ? [] : [t('errors.messageRequired')]),
      ...(audienceChosen ? [] : [t('errors.noFilter')]),
    ];
    if (problems.length) {
      setErrors(problems);
      return;
    }
    const audience = await loadPreview();
    if (!audience) return;
    const ok = await confirm({
      title: t('confirmTitle'),
      body: (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-semibold">{t('title')}</dt><dd>{title.trim()}</dd>
          <dt className="font-semibold">{t('message')}</dt><dd>{message.trim()}</dd>
          <dt className="font-semibold">{t('filtersTerm')}</dt><dd>{[...filters.map(filterName), ...(recipients.trim() ? [t('typedRecipients')] : [])].join(', ')}</dd>
          <dt className="font-semibold">{t('recipients')}</dt><dd>{t('confirmRecipients', { count: audience.count, reachable: audience.reachable })}</dd>
        </dl>
      ),
      confirmLabel: t('send'),
    });
    if (!ok) return;
    setBusy('send');
    try {
      await api.post<PushJobJson>('/push_notifications/jobs', { ...body(), push_notification_job: { title: title.trim(), message: message.trim() } });
      setSent(true);
      setTitle('');
      setMessage('');
      setPreview(null);
      router.refresh();
    } catch (error) {
      setErrors(errorMessagesOf(error, t('errors.send')));
    } finally {
      setBusy(null);
    }
  };

  const toggleFilter = (f: PushJobFilter, on: boolean) => {
    setPreview(null);
    setFilters((list) => (on ? [...list, f] : list.filter((x) => x !== f)));
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <h2 id={`${id}-title`} className="text-h2 text-ink">{t('newTitle')}</h2>
      <FormErrors messages={errors} />
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={t('title')} description={t('upTo', { max: 60 })}>
          <Input value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <Field label={t('message')} description={t('upTo', { max: 240 })}>
          <Textarea value={message} maxLength={240} rows={3} onChange={(e) => setMessage(e.target.value)} />
        </Field>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-ink">{t('filtersLegend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PUSH_JOB_FILTERS.map((f) => (
            <div key={f.id} className="flex items-center gap-3">
              <Checkbox id={`${id}-${f.id}`} checked={filters.includes(f.id)} onCheckedChange={(v) => toggleFilter(f.id, v === true)} />
              <Label htmlFor={`${id}-${f.id}`} className="font-normal">{filterName(f.id)}</Label>
            </div>
          ))}
        </div>
      </fieldset>
      <Field label={t('orTheseParticipants')} description={t('addressesHint')}>
        <Textarea value={recipients} rows={2} onChange={(e) => { setRecipients(e.target.value); setPreview(null); }} />
      </Field>
      {preview ? (
        <div className="rounded-2xl bg-surface-muted p-4" aria-live="polite">
          <p className="font-semibold text-ink">{t('previewSummary', { count: preview.count, reachable: preview.reachable })}</p>
          {preview.data.length ? (
            <ul tabIndex={0} aria-label={t('recipients')} className="mt-2 max-h-48 overflow-y-auto rounded-lg text-sm text-ink-muted focus-visible:outline-2 focus-visible:outline-brand">
              {preview.data.map((r) => (
                <li key={r.id}>{`${r.first_name} ${r.last_name}`.trim() || r.email} · {r.email}{r.devices ? '' : ` · ${t('notificationsOff')}`}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="me-auto font-semibold text-success">{sent ? t('sent') : ''}</p>
        <Button type="button" variant="secondary" loading={busy === 'preview'} onClick={() => void loadPreview()}>{t('previewRecipients')}</Button>
        <Button type="button" loading={busy === 'send'} onClick={() => void send()}>{t('send')}</Button>
      </div>
    </section>
  );
}
