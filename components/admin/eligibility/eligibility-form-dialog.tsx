'use client';
// Add or edit one eligibility record: the identifier (named by the promotion's label), first and last name, email.
// The identifier's messages are the spec's ('{label} is required.', '{label} is already in use.'); any other failure
// shows the first server error, or 'Could not save Eligibility'.
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { api, errorMessagesOf } from '@/lib/api-client';
import { eligibilityMessages, ELIGIBILITY_MESSAGES as M } from '@/lib/eligibility/messages';
import type { AdminEligibility } from '@/lib/eligibility/types';
import { Button, Dialog, DialogActions, Form, FormErrors, FormField, Input } from '@/components/ui';
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
type Values = typeof empty;

// The identifier is named by the promotion's label, so its message is too; the server checks the rest.
const schemaFor = (label: string) =>
  z.object({
    identifier: z.string().trim().min(1, eligibilityMessages(label).required),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  });

export function EligibilityFormDialog(props: Props) {
  const { record, open, onClose, label } = props;
  const t = useTranslations('admin-eligibility.form');
  return (
    <Dialog open={open} onClose={onClose} title={record ? t('editTitle', { identifier: record.identifier }) : t('addTitle')} description={t('description', { label })}>
      {/* Mounted per opening, so the fields start from the record each time. */}
      {open ? <EligibilityForm key={record?.id ?? 'new'} {...props} /> : null}
    </Dialog>
  );
}

function EligibilityForm({ promotionId, label, record, onClose, onSaved }: Props) {
  const t = useTranslations('admin-eligibility.form');
  const schema = useMemo(() => schemaFor(label), [label]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: record ? { identifier: record.identifier, first_name: record.first_name ?? '', last_name: record.last_name ?? '', email: record.email ?? '' } : empty,
  });
  const [errors, setErrors] = useState<string[]>([]);
  const { toast, errorToast } = useToast();

  const save = async (body: Values) => {
    try {
      const query = { promotion_id: promotionId };
      const saved = record
        ? await api.put<AdminEligibility>(`/eligibilities/${record.id}`, body, { query })
        : await api.post<AdminEligibility>('/eligibilities', body, { query });
      toast(record ? t('saved', { identifier: saved.identifier }) : t('added', { identifier: saved.identifier }));
      onSaved(saved);
    } catch (error) {
      const messages = errorMessagesOf(error, M.save);
      setErrors(messages);
      errorToast(messages[0] ?? M.save);
    }
  };

  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-4">
      <FormErrors messages={errors} />
      <FormField name="identifier" label={label} render={(field) => <Input required autoComplete="off" maxLength={255} {...field} />} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="first_name" label={t('firstName')} render={(field) => <Input autoComplete="off" maxLength={255} {...field} />} />
        <FormField name="last_name" label={t('lastName')} render={(field) => <Input autoComplete="off" maxLength={255} {...field} />} />
      </div>
      <FormField name="email" label={t('email')} render={(field) => <Input type="email" autoComplete="off" maxLength={255} {...field} />} />
      <DialogActions>
        <Button type="button" variant="ghost" onClick={onClose}>{t('cancel')}</Button>
        <Button type="submit" loading={form.formState.isSubmitting}>{t('save')}</Button>
      </DialogActions>
    </Form>
  );
}
