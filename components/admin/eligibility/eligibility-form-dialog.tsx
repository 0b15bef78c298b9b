'use client';
// Add or edit one eligibility record: the identifier (named by the promotion's label), first and last name, email.
// The identifier's messages are the spec's ('{label} is required.', '{label} is already in use.'); any other failure
// shows the first server error, or 'Could not save Eligibility'.
import { useState } from 'react';
import { api, errorMessagesOf } from '@/lib/api-client';
import { eligibilityMessages, ELIGIBILITY_MESSAGES as M } from '@/lib/eligibility/messages';
import type { AdminEligibility } from '@/lib/eligibility/types';
import { Button, Dialog, DialogActions, Field, FormErrors, Input } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';

interface Props {
  promotionId: number;
  label: string;
  /** null: a new record. */
  record: AdminEligibility | null;
  open: boolean;
  onClose: () => void;
  onSaved: (record: AdminEligibility) => void;
}

const empty = { identifier: '', first_name: '', last_name: '', email: '' };

export function EligibilityFormDialog(props: Props) {
  const { record, open, onClose, label } = props;
  return (
    <Dialog open={open} onClose={onClose} title={record ? `Edit ${record.identifier}` : 'Add eligibility'} description={`People register with their ${label}.`}>
      {/* Mounted per opening, so the fields start from the record each time. */}
      {open ? <EligibilityForm key={record?.id ?? 'new'} {...props} /> : null}
    </Dialog>
  );
}

function EligibilityForm({ promotionId, label, record, onClose, onSaved }: Props) {
  const [values, setValues] = useState(() =>
    record ? { identifier: record.identifier, first_name: record.first_name ?? '', last_name: record.last_name ?? '', email: record.email ?? '' } : empty,
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const { toast, errorToast } = useToast();

  const set = (field: keyof typeof empty) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!values.identifier.trim()) {
      setErrors([eligibilityMessages(label).required]);
      return;
    }
    setSaving(true);
    try {
      const body = { identifier: values.identifier.trim(), first_name: values.first_name, last_name: values.last_name, email: values.email };
      const query = { promotion_id: promotionId };
      const saved = record
        ? await api.put<AdminEligibility>(`/eligibilities/${record.id}`, body, { query })
        : await api.post<AdminEligibility>('/eligibilities', body, { query });
      toast(record ? `${saved.identifier} saved.` : `${saved.identifier} added.`);
      onSaved(saved);
    } catch (error) {
      const messages = errorMessagesOf(error, M.save);
      setErrors(messages);
      errorToast(messages[0] ?? M.save);
    } finally {
      setSaving(false);
    }
  };

  return (
      <form onSubmit={save} noValidate className="flex flex-col gap-4">
        <FormErrors messages={errors} />
        <Field label={label}>
          <Input value={values.identifier} onChange={set('identifier')} required autoComplete="off" maxLength={255} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name">
            <Input value={values.first_name} onChange={set('first_name')} autoComplete="off" maxLength={255} />
          </Field>
          <Field label="Last name">
            <Input value={values.last_name} onChange={set('last_name')} autoComplete="off" maxLength={255} />
          </Field>
        </div>
        <Field label="Email">
          <Input type="email" value={values.email} onChange={set('email')} autoComplete="off" maxLength={255} />
        </Field>
        <DialogActions>
          <Button type="button" variant="ghost" onClick={onClose}>Cancel</Button>
          <Button type="submit" loading={saving}>Save</Button>
        </DialogActions>
      </form>
  );
}
