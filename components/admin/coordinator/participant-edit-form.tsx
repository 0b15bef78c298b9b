'use client';
// A coordinator's edit of a participant (docs/coordinator-dashboard.md "Edit"): the first and last name and the
// location (the viewer's reach only). The email, password and role are not here: they stay with masters. Sends only
// what changed; the server checks every rule again and answers the participant as saved.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormErrors, FormField, Input, Select } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { api, errorMessagesOf } from '@/lib/api-client';
import { participantEditFormSchema, type ParticipantEditFormValues } from '@/lib/coordinator/schemas';
import { SETTINGS_MESSAGES } from '@/lib/settings/messages';
import type { ParticipantDetail } from '@/lib/coordinator/types';

export interface EditableLocation {
  id: number;
  name: string;
  depth: number;
}

interface Props {
  promotionId: number;
  detail: ParticipantDetail;
  /** The viewer's reach (none: the promotion has no locations, and the field is not shown). */
  locations: EditableLocation[];
  /** The fourth column's label for a location (the promotion's last location label). */
  locationLabel: string;
  onSaved: (detail: ParticipantDetail) => void;
}

const valuesOf = (d: ParticipantDetail): ParticipantEditFormValues => ({ first_name: d.first_name, last_name: d.last_name, location_id: d.location_id ? String(d.location_id) : '' });

export function ParticipantEditForm({ promotionId, detail, locations, locationLabel, onSaved }: Props) {
  const form = useForm<ParticipantEditFormValues>({ resolver: zodResolver(participantEditFormSchema), defaultValues: valuesOf(detail) });
  const [errors, setErrors] = useState<string[]>([]);
  const { toast } = useToast();
  const t = useTranslations('admin-coordinator.editForm');

  const save = async (values: ParticipantEditFormValues) => {
    setErrors([]);
    const initial = valuesOf(detail);
    const body = {
      ...(values.first_name !== initial.first_name ? { first_name: values.first_name } : {}),
      ...(values.last_name !== initial.last_name ? { last_name: values.last_name } : {}),
      ...(values.location_id !== initial.location_id && values.location_id !== '' ? { location_id: Number(values.location_id) } : {}),
    };
    if (Object.keys(body).length === 0) {
      setErrors([SETTINGS_MESSAGES.noChanges]);
      return;
    }
    try {
      const saved = await api.put<ParticipantDetail>(`/promotions/${promotionId}/participants/${detail.id}`, body);
      form.reset(valuesOf(saved));
      onSaved(saved);
      toast(t('saved'));
    } catch (error) {
      setErrors(errorMessagesOf(error));
    }
  };

  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-4" aria-label={t('label')}>
      <FormErrors messages={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField<ParticipantEditFormValues, 'first_name'> name="first_name" label={t('firstName')} render={(field) => <Input autoComplete="off" maxLength={60} {...field} />} />
        <FormField<ParticipantEditFormValues, 'last_name'> name="last_name" label={t('lastName')} render={(field) => <Input autoComplete="off" maxLength={60} {...field} />} />
        {locations.length > 0 ? (
          <FormField<ParticipantEditFormValues, 'location_id'> name="location_id" label={locationLabel} render={(field) => (
            <Select {...field}>
              {detail.location_id === null ? <option value="">{t('noLocation')}</option> : null}
              {locations.map((l) => <option key={l.id} value={l.id}>{`${'\u2014 '.repeat(l.depth)}${l.name}`}</option>)}
            </Select>
          )} />
        ) : null}
      </div>
      <p className="text-sm text-ink-muted">{t('masterOnly')}</p>
      <Button type="submit" className="self-start" loading={form.formState.isSubmitting}>{t('save')}</Button>
    </Form>
  );
}
