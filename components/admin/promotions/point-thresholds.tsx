'use client';
// /promotion/{id}/point_thresholds: the thresholds by type (Step, Minute, Behavior), each reached value earning its
// points (at most 450); /point_thresholds/{id|new}: one threshold's editor.
import Link from 'next/link';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { api, errorMessagesOf } from '@/lib/api-client';
import { MAX_POINTS_PER_VALUE, POINTABLE_TYPES } from '@/lib/promotions/admin-rules';
import { pointThresholdSchema } from '@/lib/promotions/admin-schema';
import type { AdminPointThreshold, NamedItem } from '@/lib/promotions/admin-types';
import { Button, Form, FormErrors, Pencil, Trash2 } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { FormSection, SelectField, TextField } from './form-controls';

const SAVE_FAILED = 'Could not save point threshold';
const REMOVE_FAILED = 'Could not remove point threshold!';

export function PointThresholdList({ promotionId, thresholds, pointLabel }: { promotionId: number; thresholds: AdminPointThreshold[]; pointLabel: string }) {
  const [rows, setRows] = useState(thresholds);
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const remove = async (t: AdminPointThreshold) => {
    const ok = await confirm({ title: 'Remove this threshold?', body: `${t.pointable_type} ${t.value.toLocaleString('en-US')}: ${t.points} ${pointLabel}.`, confirmLabel: 'Remove', tone: 'danger' });
    if (!ok) return;
    try {
      await api.delete(`/promotions/${promotionId}/point_thresholds/${t.id}`);
      setRows((list) => list.filter((r) => r.id !== t.id));
      toast('Threshold removed.');
    } catch (error) {
      errorToast(errorMessagesOf(error, REMOVE_FAILED)[0]);
    }
  };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex justify-end">
        <Button asChild><Link href={`/promotion/${promotionId}/point_thresholds/new`}>New threshold</Link></Button>
      </div>
      {POINTABLE_TYPES.map((type) => {
        const list = rows.filter((r) => r.pointable_type === type);
        return (
          <section key={type} aria-labelledby={`type-${type}`} className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
            <h2 id={`type-${type}`} className="text-h2 text-ink">{type}</h2>
            {list.length === 0 ? (
              <p className="mt-3 text-ink-muted">No {type.toLowerCase()} thresholds.</p>
            ) : (
              <table className="mt-3 w-full border-collapse">
                <caption className="sr-only">{type} thresholds</caption>
                <thead>
                  <tr className="border-b border-line text-left text-xs font-semibold tracking-wide text-ink-muted uppercase">
                    <th scope="col" className="py-2 pr-3">Value</th>
                    {type === 'Behavior' ? <th scope="col" className="py-2 pr-3">Behavior</th> : null}
                    <th scope="col" className="py-2 pr-3">Label</th>
                    <th scope="col" className="py-2 pr-3 text-right">{pointLabel}</th>
                    <th scope="col" className="py-2"><span className="sr-only">Actions</span></th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((t) => (
                    <tr key={t.id} className="border-b border-line last:border-b-0">
                      <td className="py-2 pr-3 tabular-nums">{t.value.toLocaleString('en-US')}</td>
                      {type === 'Behavior' ? <td className="py-2 pr-3">{t.behavior_name ?? '—'}</td> : null}
                      <td className="py-2 pr-3">{t.value_label ?? '—'}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{t.points}</td>
                      <td className="py-2">
                        <span className="flex justify-end gap-1">
                          <Button asChild variant="ghost" size="icon">
                            <Link href={`/promotion/${promotionId}/point_thresholds/${t.id}`} aria-label={`Edit ${type} ${t.value}`}><Pencil className="size-5" aria-hidden="true" /></Link>
                          </Button>
                          <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${type} ${t.value}`} onClick={() => void remove(t)}>
                            <Trash2 className="size-5" aria-hidden="true" />
                          </Button>
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
    </div>
  );
}

type Values = { pointable_type: string; pointable_id: string; value: string; value_label: string; points: string };

export function PointThresholdEditor({ promotionId, threshold, behaviors }: { promotionId: number; threshold: AdminPointThreshold | null; behaviors: NamedItem[] }) {
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const [errors, setErrors] = useState<string[]>([]);
  const bodyOf = (v: Values) => ({
    pointable_type: v.pointable_type, pointable_id: v.pointable_type === 'Behavior' && v.pointable_id ? Number(v.pointable_id) : null,
    value_label: v.value_label.trim() || null, value: v.value === '' ? Number.NaN : Number(v.value), points: v.points === '' ? Number.NaN : Number(v.points),
  });
  const form = useForm<Values>({
    defaultValues: {
      pointable_type: threshold?.pointable_type ?? 'Step', pointable_id: threshold?.pointable_id ? String(threshold.pointable_id) : '',
      value: threshold ? String(threshold.value) : '', value_label: threshold?.value_label ?? '', points: threshold ? String(threshold.points) : '',
    },
    resolver: async (values) => {
      const parsed = pointThresholdSchema.safeParse(bodyOf(values));
      const errs: Record<string, { type: string; message: string }> = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0]);
          errs[field] ??= { type: 'validate', message: field === 'value' || field === 'points' ? (values[field as 'value'] === '' ? 'Enter a number.' : issue.message) : issue.message };
        }
      }
      if (values.pointable_type === 'Behavior' && !values.pointable_id) errs.pointable_id = { type: 'validate', message: 'Choose the behavior this threshold counts.' };
      return Object.keys(errs).length ? { values: {}, errors: errs as never } : { values, errors: {} };
    },
  });
  const type = useWatch({ control: form.control, name: 'pointable_type' });
  const save = async (v: Values) => {
    setErrors([]);
    try {
      const body = bodyOf(v);
      if (threshold) await api.put(`/promotions/${promotionId}/point_thresholds/${threshold.id}`, body);
      else await api.post(`/promotions/${promotionId}/point_thresholds`, body);
      toast('Threshold saved.');
      router.push(`/promotion/${promotionId}/point_thresholds`);
      router.refresh();
    } catch (error) {
      setErrors(errorMessagesOf(error, SAVE_FAILED));
      errorToast(SAVE_FAILED);
    }
  };
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-6" aria-label={threshold ? 'Edit point threshold' : 'New point threshold'}>
      <FormErrors messages={errors} />
      <FormSection id="threshold" title={threshold ? 'Edit threshold' : 'New threshold'} description={`Reaching the value earns the points, at most ${MAX_POINTS_PER_VALUE}.`}>
        <SelectField<Values> name="pointable_type" label="Type" choices={POINTABLE_TYPES.map((t) => ({ value: t, label: t }))} />
        {type === 'Behavior' ? (
          <SelectField<Values> name="pointable_id" label="Behavior" choices={behaviors.map((b) => ({ value: b.id, label: b.name }))} empty="Choose a behavior" />
        ) : null}
        <TextField<Values> name="value" label={type === 'Step' ? 'Steps' : type === 'Minute' ? 'Minutes' : 'Times'} type="number" />
        <TextField<Values> name="value_label" label="Value label" description="Optional, e.g. 5,000 steps." />
        <TextField<Values> name="points" label="Points" type="number" description={`0 to ${MAX_POINTS_PER_VALUE}.`} />
      </FormSection>
      <div className="flex justify-end gap-3">
        <Button asChild variant="ghost"><Link href={`/promotion/${promotionId}/point_thresholds`}>Cancel</Link></Button>
        <Button type="submit" loading={form.formState.isSubmitting}>Save</Button>
      </div>
    </Form>
  );
}
