'use client';
// The webhooks page (docs/webhooks.md): the organization's endpoints, a form to add one (its signing secret shown once),
// Edit, Rotate secret (the new secret shown once; the old one signs too for a grace period), Send test, Delete, and each
// endpoint's delivery log with Redeliver.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertDialog, Badge, Button, Checkbox, DataTable, Dialog, DialogActions, Form, FormErrors, FormField, Input, Select, type DataTableColumn } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { AdminSection } from '@/components/admin/shared/admin-page';
import { errorMessagesOf } from '@/lib/api-client';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_FORMATS, WEBHOOK_SECRET_GRACE_HOURS, type WebhookEventType, type WebhookFormat } from '@/lib/webhooks/events';
import { useFormat } from '@/lib/i18n/use-format';
import { webhookEndpointSchema, type WebhookEndpointInput, type WebhookEndpointValues } from '@/lib/webhooks/schemas';
import { useCreateWebhook, useWebhookActions, useWebhookDeliveries, useWebhooks } from '@/lib/webhooks/query';
import type { WebhookDelivery, WebhookEndpoint } from '@/lib/webhooks/types';

const TONE = { delivered: 'success', failed: 'danger', pending: 'neutral' } as const;
// The date and time as the browser's default toLocaleString() showed them (11/3/2026, 4:05:00 PM).
const STAMP = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' } as const;

// The names people read for the events and formats of lib/webhooks/events.ts, by catalog key.
const EVENT_KEYS = {
  'user.registered': 'userRegistered',
  'activity.first_logged': 'activityFirstLogged',
  'team.formed': 'teamFormed',
  'scene.completed': 'sceneCompleted',
  'post.flagged': 'postFlagged',
  'eligibility_file.processed': 'eligibilityFileProcessed',
  'promotion.ended': 'promotionEnded',
} as const satisfies Record<WebhookEventType, string>;
const FORMAT_KEYS = { standard: 'standard', slack: 'slack', teams: 'teams' } as const satisfies Record<WebhookFormat, string>;

export function WebhooksManager({ organizationId }: { organizationId: number }) {
  const t = useTranslations('admin-integrations.webhooks');
  const hooks = useWebhooks(organizationId);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="space-y-6">
      <AdminSection title={t('endpoints')} description={t('endpointsHelp')}>
        {hooks.isPending ? <LoadingBlock label={t('loading')} />
          : hooks.isError ? <LoadError title={t('loadFailed')} error={hooks.error} onRetry={() => void hooks.refetch()} />
          : hooks.data.data.length === 0 ? <p className="text-sm text-ink-muted">{t('empty')}</p>
          : (
            <ul className="divide-y divide-line">
              {hooks.data.data.map((hook) => (
                <EndpointRow key={hook.id} organizationId={organizationId} hook={hook} open={open === hook.id} onToggle={() => setOpen(open === hook.id ? null : hook.id)} />
              ))}
            </ul>
          )}
      </AdminSection>
      <AdminSection title={t('addTitle')} description={t('addHelp')}>
        <NewWebhookForm organizationId={organizationId} />
      </AdminSection>
    </div>
  );
}

function EndpointRow({ organizationId, hook, open, onToggle }: { organizationId: number; hook: WebhookEndpoint; open: boolean; onToggle: () => void }) {
  const t = useTranslations('admin-integrations.webhooks');
  const format = useFormat();
  const actions = useWebhookActions(organizationId);
  const { toast, errorToast } = useToast();
  const [confirm, setConfirm] = useState(false);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [editing, setEditing] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const logId = `webhook-log-${hook.id}`;
  const rotate = () => {
    setConfirmRotate(false);
    actions.rotate.mutate(hook.id, { onSuccess: (made) => setSecret(made.secret), onError: (error) => errorToast(errorMessagesOf(error, t('rotateFailed'))[0]) });
  };
  const save = async (values: WebhookEndpointValues) => {
    await actions.update.mutateAsync({ hook: hook.id, values });
    setEditing(false);
    toast(t('saved'));
  };
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-sm break-all text-ink">{hook.url}</p>
          <p className="text-sm text-ink-muted">
            {t(`formats.${FORMAT_KEYS[hook.format]}`)} · {hook.events.length ? hook.events.join(', ') : t('noEvents')}{hook.enabled ? '' : ` · ${t('disabled')}`}
            {hook.description ? ` · ${hook.description}` : ''}
          </p>
          {hook.previous_secret_expires_at ? (
            <p className="text-sm text-ink-muted">{t('previousSecretUntil', { date: format.custom(hook.previous_secret_expires_at, STAMP) })}</p>
          ) : null}
        </div>
        {hook.last_delivery ? <Badge tone={TONE[hook.last_delivery.status as keyof typeof TONE] ?? 'neutral'}>{t('lastStatus', { status: hook.last_delivery.status })}</Badge> : null}
        <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={logId} onClick={onToggle}>{open ? t('hideDeliveries') : t('deliveries')}</Button>
        <Button size="sm" variant="secondary" onClick={() => actions.test.mutate(hook.id, { onSuccess: () => toast(t('testQueued')), onError: () => errorToast(t('testFailed')) })}>{t('sendTest')}</Button>
        <Button size="sm" variant="secondary" aria-label={t('editLabel', { url: hook.url })} onClick={() => setEditing(true)}>{t('edit')}</Button>
        <Button size="sm" variant="secondary" aria-label={t('rotateLabel', { url: hook.url })} disabled={actions.rotate.isPending} onClick={() => setConfirmRotate(true)}>{t('rotateSecret')}</Button>
        <Button size="sm" variant="secondary" onClick={() => setConfirm(true)}>{t('delete')}</Button>
      </div>
      {open ? <DeliveryLog id={logId} organizationId={organizationId} hookId={hook.id} /> : null}
      <AlertDialog open={confirm} tone="danger" title={t('deleteTitle')} body={t('deleteBody', { url: hook.url })} confirmLabel={t('delete')}
        onCancel={() => setConfirm(false)}
        onConfirm={() => { setConfirm(false); actions.remove.mutate(hook.id, { onSuccess: () => toast(t('deleted')), onError: () => errorToast(t('deleteFailed')) }); }} />
      <AlertDialog open={confirmRotate} title={t('rotateTitle')} confirmLabel={t('rotate')}
        body={t('rotateBody', { hours: WEBHOOK_SECRET_GRACE_HOURS })}
        onCancel={() => setConfirmRotate(false)} onConfirm={rotate} />
      <Dialog open={editing} onClose={() => setEditing(false)} title={t('editTitle')} description={hook.url}>
        <WebhookForm
          initial={{ url: hook.url, format: hook.format, events: hook.events, promotion_id: hook.promotion_id, description: hook.description ?? '', enabled: hook.enabled }}
          submitLabel={t('save')} withEnabled onSave={save} onCancel={() => setEditing(false)} />
      </Dialog>
      <SecretDialog secret={secret} onClose={() => setSecret(null)}
        intro={t('rotatedIntro', { hours: WEBHOOK_SECRET_GRACE_HOURS })} />
    </li>
  );
}

function DeliveryLog({ id, organizationId, hookId }: { id: string; organizationId: number; hookId: number }) {
  const t = useTranslations('admin-integrations.webhooks');
  const format = useFormat();
  const log = useWebhookDeliveries(organizationId, hookId);
  const { redeliver } = useWebhookActions(organizationId);
  const { toast, errorToast } = useToast();
  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      id: 'event',
      header: t('event'),
      cell: ({ row: { original: d } }) => (
        <span className="text-ink"><span className="block">{d.event_type}</span><span className="block font-mono text-xs text-ink-muted">{d.id}</span></span>
      ),
    },
    { id: 'status', header: t('status'), cell: ({ row }) => <Badge tone={TONE[row.original.status]}>{t('statusValue', { status: row.original.status })}</Badge> },
    { id: 'attempts', header: t('attempts'), cell: ({ row }) => row.original.attempts },
    {
      id: 'answer',
      header: t('answer'),
      cell: ({ row: { original: d } }) => d.last_status_code ?? (d.last_error ? <span className="break-all">{d.last_error}</span> : '—'),
    },
    { id: 'sent', header: t('sent'), cell: ({ row }) => format.custom(row.original.created_at, STAMP) },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      cell: ({ row: { original: d } }) => (
        <Button size="sm" variant="secondary" aria-label={t('redeliverLabel', { event: d.event_type, id: d.id })}
          onClick={() => redeliver.mutate({ hook: hookId, delivery: d.id }, { onSuccess: () => toast(t('requeued')), onError: () => errorToast(t('requeueFailed')) })}>{t('redeliver')}</Button>
      ),
    },
  ];
  return (
    <div id={id} className="mt-3">
      {log.isPending ? <LoadingBlock label={t('loadingDeliveries')} />
        : log.isError ? <LoadError title={t('deliveriesFailed')} error={log.error} onRetry={() => void log.refetch()} />
        : log.data.data.length === 0 ? <p className="text-sm text-ink-muted">{t('nothingSent')}</p>
        : (
          <DataTable caption={t('deliveriesCaption')} columns={columns} data={log.data.data} getRowId={(d) => d.id} pagerLabel={t('deliveryPages')} className="text-sm" />
        )}
    </div>
  );
}

function NewWebhookForm({ organizationId }: { organizationId: number }) {
  const t = useTranslations('admin-integrations.webhooks');
  const create = useCreateWebhook(organizationId);
  const [secret, setSecret] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const save = async (values: WebhookEndpointValues) => {
    const made = await create.mutateAsync(values);
    setFormKey((k) => k + 1);
    setSecret(made.secret);
  };
  return (
    <>
      <WebhookForm key={formKey} initial={{ url: '', format: 'standard', events: ['user.registered'], promotion_id: null, description: '', enabled: true }}
        submitLabel={t('addWebhook')} onSave={save} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} intro={t('createdIntro')} />
    </>
  );
}

/** The signing secret, shown once (on creation and after a rotation). */
function SecretDialog({ secret, onClose, intro }: { secret: string | null; onClose: () => void; intro: string }) {
  const t = useTranslations('admin-integrations.webhooks');
  return (
    <Dialog open={secret !== null} onClose={onClose} closeOnBackdrop={false} title={t('secretTitle')} description={t('secretDescription')}>
      <p className="mt-2 text-sm text-ink-muted">{intro}</p>
      <output aria-label={t('secretTitle')} className="mt-3 block rounded-xl border border-line bg-surface-muted p-3 font-mono text-sm break-all text-ink" data-testid="webhook-secret">{secret}</output>
      <DialogActions><Button onClick={onClose}>{t('done')}</Button></DialogActions>
    </Dialog>
  );
}

/** An endpoint's fields: the add form, and the edit dialog (which also switches the endpoint on and off). */
function WebhookForm({ initial, submitLabel, onSave, onCancel, withEnabled = false }: {
  initial: WebhookEndpointInput;
  submitLabel: string;
  onSave: (values: WebhookEndpointValues) => Promise<void>;
  onCancel?: () => void;
  withEnabled?: boolean;
}) {
  const t = useTranslations('admin-integrations.webhooks');
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useForm<WebhookEndpointInput, unknown, WebhookEndpointValues>({ resolver: zodResolver(webhookEndpointSchema), defaultValues: initial });
  const submit = async (values: WebhookEndpointValues) => {
    setServerErrors([]);
    try {
      await onSave(values);
    } catch (error) {
      setServerErrors(errorMessagesOf(error));
    }
  };
  const events = useWatch({ control: form.control, name: 'events' }) ?? [];
  const enabled = useWatch({ control: form.control, name: 'enabled' });
  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormErrors messages={serverErrors} />
      <FormField name="url" label={t('url')} render={(field) => <Input {...field} type="url" inputMode="url" autoComplete="off" placeholder="https://hooks.example.com/renew" />} />
      <FormField name="format" label={t('format')} render={(field) => (
        <Select {...field}>{(Object.keys(WEBHOOK_FORMATS) as WebhookFormat[]).map((value) => <option key={value} value={value}>{t(`formats.${FORMAT_KEYS[value]}`)}</option>)}</Select>
      )} />
      <FormField name="description" label={t('description')} aside={t('optional')} render={(field) => <Input {...field} value={field.value ?? ''} />} />
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t('events')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-ink">
              <Checkbox checked={events.includes(type)}
                onCheckedChange={(checked) => form.setValue('events', checked === true ? [...events, type] : events.filter((e) => e !== type), { shouldDirty: true })} />
              {t(`eventNames.${EVENT_KEYS[type]}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {withEnabled ? (
        <label className="flex items-center gap-2 text-sm text-ink">
          <Checkbox checked={enabled !== false} onCheckedChange={(checked) => form.setValue('enabled', checked === true, { shouldDirty: true })} />
          {t('enabled')}
        </label>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>{submitLabel}</Button>
        {onCancel ? <Button type="button" variant="ghost" onClick={onCancel}>{t('cancel')}</Button> : null}
      </div>
    </Form>
  );
}
