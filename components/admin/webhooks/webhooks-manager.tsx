'use client';
// The webhooks page (docs/webhooks.md): the organization's endpoints, a form to add one (its signing secret shown once),
// Edit, Rotate secret (the new secret shown once; the old one signs too for a grace period), Send test, Delete, and each
// endpoint's delivery log with Redeliver.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertDialog, Badge, Button, Checkbox, DataTable, Dialog, DialogActions, Form, FormErrors, FormField, Input, Select, type DataTableColumn } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { AdminSection } from '@/components/admin/shared/admin-page';
import { errorMessagesOf } from '@/lib/api-client';
import { WEBHOOK_EVENTS, WEBHOOK_FORMATS, WEBHOOK_SECRET_GRACE_HOURS, type WebhookEventType } from '@/lib/webhooks/events';
import { webhookEndpointSchema, type WebhookEndpointInput, type WebhookEndpointValues } from '@/lib/webhooks/schemas';
import { useCreateWebhook, useWebhookActions, useWebhookDeliveries, useWebhooks } from '@/lib/webhooks/query';
import type { WebhookDelivery, WebhookEndpoint } from '@/lib/webhooks/types';

const TONE = { delivered: 'success', failed: 'danger', pending: 'neutral' } as const;

export function WebhooksManager({ organizationId }: { organizationId: number }) {
  const hooks = useWebhooks(organizationId);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="space-y-6">
      <AdminSection title="Endpoints" description="Each endpoint receives the events ticked for it, from every promotion of this organization.">
        {hooks.isPending ? <LoadingBlock label="Loading webhooks" />
          : hooks.isError ? <LoadError title="Webhooks could not be loaded." error={hooks.error} onRetry={() => void hooks.refetch()} />
          : hooks.data.data.length === 0 ? <p className="text-sm text-ink-muted">No webhooks yet.</p>
          : (
            <ul className="divide-y divide-line">
              {hooks.data.data.map((hook) => (
                <EndpointRow key={hook.id} organizationId={organizationId} hook={hook} open={open === hook.id} onToggle={() => setOpen(open === hook.id ? null : hook.id)} />
              ))}
            </ul>
          )}
      </AdminSection>
      <AdminSection title="Add a webhook" description="https only; addresses on private networks are refused.">
        <NewWebhookForm organizationId={organizationId} />
      </AdminSection>
    </div>
  );
}

function EndpointRow({ organizationId, hook, open, onToggle }: { organizationId: number; hook: WebhookEndpoint; open: boolean; onToggle: () => void }) {
  const actions = useWebhookActions(organizationId);
  const { toast, errorToast } = useToast();
  const [confirm, setConfirm] = useState(false);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [editing, setEditing] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const logId = `webhook-log-${hook.id}`;
  const rotate = () => {
    setConfirmRotate(false);
    actions.rotate.mutate(hook.id, { onSuccess: (made) => setSecret(made.secret), onError: (error) => errorToast(errorMessagesOf(error, 'The secret could not be rotated.')[0]) });
  };
  const save = async (values: WebhookEndpointValues) => {
    await actions.update.mutateAsync({ hook: hook.id, values });
    setEditing(false);
    toast('Webhook saved.');
  };
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-sm break-all text-ink">{hook.url}</p>
          <p className="text-sm text-ink-muted">
            {WEBHOOK_FORMATS[hook.format]} · {hook.events.length ? hook.events.join(', ') : 'no events'}{hook.enabled ? '' : ' · disabled'}
            {hook.description ? ` · ${hook.description}` : ''}
          </p>
          {hook.previous_secret_expires_at ? (
            <p className="text-sm text-ink-muted">The previous secret also signs until {new Date(hook.previous_secret_expires_at).toLocaleString()}.</p>
          ) : null}
        </div>
        {hook.last_delivery ? <Badge tone={TONE[hook.last_delivery.status as keyof typeof TONE] ?? 'neutral'}>Last: {hook.last_delivery.status}</Badge> : null}
        <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={logId} onClick={onToggle}>{open ? 'Hide deliveries' : 'Deliveries'}</Button>
        <Button size="sm" variant="secondary" onClick={() => actions.test.mutate(hook.id, { onSuccess: () => toast('Test message queued.'), onError: () => errorToast('The test could not be queued.') })}>Send test</Button>
        <Button size="sm" variant="secondary" aria-label={`Edit ${hook.url}`} onClick={() => setEditing(true)}>Edit</Button>
        <Button size="sm" variant="secondary" aria-label={`Rotate the secret of ${hook.url}`} disabled={actions.rotate.isPending} onClick={() => setConfirmRotate(true)}>Rotate secret</Button>
        <Button size="sm" variant="secondary" onClick={() => setConfirm(true)}>Delete</Button>
      </div>
      {open ? <DeliveryLog id={logId} organizationId={organizationId} hookId={hook.id} /> : null}
      <AlertDialog open={confirm} tone="danger" title="Delete this webhook?" body={`Nothing more is sent to ${hook.url}; its delivery log goes with it.`} confirmLabel="Delete"
        onCancel={() => setConfirm(false)}
        onConfirm={() => { setConfirm(false); actions.remove.mutate(hook.id, { onSuccess: () => toast('Webhook deleted.'), onError: () => errorToast('The webhook could not be deleted.') }); }} />
      <AlertDialog open={confirmRotate} title="Rotate the signing secret?" confirmLabel="Rotate"
        body={`A new secret signs from now on. For ${WEBHOOK_SECRET_GRACE_HOURS} hours the current one signs too, so your receiver can switch without missing a message.`}
        onCancel={() => setConfirmRotate(false)} onConfirm={rotate} />
      <Dialog open={editing} onClose={() => setEditing(false)} title="Edit webhook" description={hook.url}>
        <WebhookForm
          initial={{ url: hook.url, format: hook.format, events: hook.events, promotion_id: hook.promotion_id, description: hook.description ?? '', enabled: hook.enabled }}
          submitLabel="Save" withEnabled onSave={save} onCancel={() => setEditing(false)} />
      </Dialog>
      <SecretDialog secret={secret} onClose={() => setSecret(null)}
        intro={`The previous secret keeps signing for ${WEBHOOK_SECRET_GRACE_HOURS} hours: update your receiver within that time.`} />
    </li>
  );
}

function DeliveryLog({ id, organizationId, hookId }: { id: string; organizationId: number; hookId: number }) {
  const log = useWebhookDeliveries(organizationId, hookId);
  const { redeliver } = useWebhookActions(organizationId);
  const { toast, errorToast } = useToast();
  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      id: 'event',
      header: 'Event',
      cell: ({ row: { original: d } }) => (
        <span className="text-ink"><span className="block">{d.event_type}</span><span className="block font-mono text-xs text-ink-muted">{d.id}</span></span>
      ),
    },
    { id: 'status', header: 'Status', cell: ({ row }) => <Badge tone={TONE[row.original.status]}>{row.original.status}</Badge> },
    { id: 'attempts', header: 'Attempts', cell: ({ row }) => row.original.attempts },
    {
      id: 'answer',
      header: 'Answer',
      cell: ({ row: { original: d } }) => d.last_status_code ?? (d.last_error ? <span className="break-all">{d.last_error}</span> : '—'),
    },
    { id: 'sent', header: 'Sent', cell: ({ row }) => new Date(row.original.created_at).toLocaleString() },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: d } }) => (
        <Button size="sm" variant="secondary" aria-label={`Redeliver ${d.event_type} ${d.id}`}
          onClick={() => redeliver.mutate({ hook: hookId, delivery: d.id }, { onSuccess: () => toast('Queued again.'), onError: () => errorToast('It could not be queued.') })}>Redeliver</Button>
      ),
    },
  ];
  return (
    <div id={id} className="mt-3">
      {log.isPending ? <LoadingBlock label="Loading deliveries" />
        : log.isError ? <LoadError title="Deliveries could not be loaded." error={log.error} onRetry={() => void log.refetch()} />
        : log.data.data.length === 0 ? <p className="text-sm text-ink-muted">Nothing sent yet.</p>
        : (
          <DataTable caption="Deliveries, newest first" columns={columns} data={log.data.data} getRowId={(d) => d.id} pagerLabel="Delivery pages" className="text-sm" />
        )}
    </div>
  );
}

function NewWebhookForm({ organizationId }: { organizationId: number }) {
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
        submitLabel="Add webhook" onSave={save} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} intro="Your receiver verifies the webhook-signature header with it (Standard Webhooks)." />
    </>
  );
}

/** The signing secret, shown once (on creation and after a rotation). */
function SecretDialog({ secret, onClose, intro }: { secret: string | null; onClose: () => void; intro: string }) {
  return (
    <Dialog open={secret !== null} onClose={onClose} closeOnBackdrop={false} title="Signing secret" description="Copy it now: it is never shown again.">
      <p className="mt-2 text-sm text-ink-muted">{intro}</p>
      <output aria-label="Signing secret" className="mt-3 block rounded-xl border border-line bg-surface-muted p-3 font-mono text-sm break-all text-ink" data-testid="webhook-secret">{secret}</output>
      <DialogActions><Button onClick={onClose}>Done</Button></DialogActions>
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
      <FormField name="url" label="URL" render={(field) => <Input {...field} type="url" inputMode="url" autoComplete="off" placeholder="https://hooks.example.com/renew" />} />
      <FormField name="format" label="Format" render={(field) => (
        <Select {...field}>{Object.entries(WEBHOOK_FORMATS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}</Select>
      )} />
      <FormField name="description" label="Description" aside="(optional)" render={(field) => <Input {...field} value={field.value ?? ''} />} />
      <fieldset>
        <legend className="text-sm font-medium text-ink">Events</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(Object.entries(WEBHOOK_EVENTS) as [WebhookEventType, string][]).map(([type, label]) => (
            <label key={type} className="flex items-center gap-2 text-sm text-ink">
              <Checkbox checked={events.includes(type)}
                onCheckedChange={(checked) => form.setValue('events', checked === true ? [...events, type] : events.filter((e) => e !== type), { shouldDirty: true })} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {withEnabled ? (
        <label className="flex items-center gap-2 text-sm text-ink">
          <Checkbox checked={enabled !== false} onCheckedChange={(checked) => form.setValue('enabled', checked === true, { shouldDirty: true })} />
          Enabled: send deliveries to this endpoint
        </label>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>{submitLabel}</Button>
        {onCancel ? <Button type="button" variant="ghost" onClick={onCancel}>Cancel</Button> : null}
      </div>
    </Form>
  );
}
