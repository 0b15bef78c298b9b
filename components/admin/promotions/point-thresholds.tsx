'use client';
// /promotion/{id}/point_thresholds: the thresholds by type (Step, Minute, Behavior), each reached value earning its
// points (at most 450); /point_thresholds/{id|new}: one threshold's editor.
import Link from 'next/link';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { api, errorMessagesOf } from '@/lib/api-client';
import { MAX_POINTS_PER_VALUE, POINTABLE_TYPES } from '@/lib/promotions/admin-rules';
import { pointThresholdSchema } from '@/lib/promotions/admin-schema';
import type { AdminPointThreshold, NamedItem } from '@/lib/promotions/admin-types';
import { useFormat } from '@/lib/i18n/use-format';
import { Button, DataTable, Form, FormErrors, Pencil, Trash2, type DataTableColumn } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { FormSection, SelectField, TextField } from './form-controls';

/** Each kind of threshold's words in the catalog (thresholds.<key>…); the kind itself is the API's value. */
const TYPE_KEYS = { Step: 'step', Minute: 'minute', Behavior: 'behavior' } as const satisfies Record<(typeof POINTABLE_TYPES)[number], string>;

export function PointThresholdList({ promotionId, thresholds, pointLabel }: { promotionId: number; thresholds: AdminPointThreshold[]; pointLabel: string }) {
  const t = useTranslations('admin-promotions');
  const format = useFormat();
  const [rows, setRows] = useState(thresholds);
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const typeName = (type: AdminPointThreshold['pointable_type']) => t(`thresholds.${TYPE_KEYS[type]}`);
  const remove = async (row: AdminPointThreshold) => {
    const ok = await confirm({
      title: t('thresholds.removeTitle'),
      body: t('thresholds.removeBody', { type: typeName(row.pointable_type), value: format.number(row.value), points: format.number(row.points), pointLabel }),
      confirmLabel: t('thresholds.remove'), tone: 'danger',
    });
    if (!ok) return;
    try {
      await api.delete(`/promotions/${promotionId}/point_thresholds/${row.id}`);
      setRows((list) => list.filter((r) => r.id !== row.id));
      toast(t('thresholds.removed'));
    } catch (error) {
      errorToast(errorMessagesOf(error, t('thresholds.removeFailed'))[0]);
    }
  };
  // In the server's order (by value); a Behavior threshold also names its behavior.
  const columnsOf = (type: AdminPointThreshold['pointable_type']): DataTableColumn<AdminPointThreshold>[] => [
    { id: 'value', header: t('thresholds.value'), enableSorting: false, meta: { className: 'tabular-nums' }, cell: ({ row }) => format.number(row.original.value) },
    ...(type === 'Behavior'
      ? [{ id: 'behavior', header: t('thresholds.behavior'), enableSorting: false, cell: ({ row }) => row.original.behavior_name ?? '—' } satisfies DataTableColumn<AdminPointThreshold>]
      : []),
    { id: 'label', header: t('thresholds.label'), enableSorting: false, cell: ({ row }) => row.original.value_label ?? '—' },
    { id: 'points', header: pointLabel, enableSorting: false, meta: { numeric: true }, cell: ({ row }) => format.number(row.original.points) },
    {
      id: 'actions', header: () => <span className="sr-only">{t('thresholds.actions')}</span>, enableSorting: false,
      cell: ({ row }) => (
        <span className="flex justify-end gap-1">
          <Button asChild variant="ghost" size="icon">
            <Link href={`/promotion/${promotionId}/point_thresholds/${row.original.id}`} aria-label={t('thresholds.editNamed', { type: typeName(type), value: row.original.value })}><Pencil className="size-5" aria-hidden="true" /></Link>
          </Button>
          <Button type="button" variant="ghost" size="icon" aria-label={t('thresholds.removeNamed', { type: typeName(type), value: row.original.value })} onClick={() => void remove(row.original)}>
            <Trash2 className="size-5" aria-hidden="true" />
          </Button>
        </span>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex justify-end">
        <Button asChild><Link href={`/promotion/${promotionId}/point_thresholds/new`}>{t('thresholds.new')}</Link></Button>
      </div>
      {POINTABLE_TYPES.map((type) => {
        const list = rows.filter((r) => r.pointable_type === type);
        return (
          <section key={type} aria-labelledby={`type-${type}`} className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
            <h2 id={`type-${type}`} className="text-h2 text-ink">{typeName(type)}</h2>
            {list.length === 0 ? (
              <p className="mt-3 text-ink-muted">{t(`thresholds.${TYPE_KEYS[type]}Empty`)}</p>
            ) : (
              <DataTable
                caption={t(`thresholds.${TYPE_KEYS[type]}Caption`)}
                variant="plain"
                pager={false}
                columns={columnsOf(type)}
                data={list}
                getRowId={(row) => String(row.id)}
                className="mt-3"
              />
            )}
          </section>
        );
      })}
    </div>
  );
}

type Values = { pointable_type: string; pointable_id: string; value: string; value_label: string; points: string };

export function PointThresholdEditor({ promotionId, threshold, behaviors }: { promotionId: number; threshold: AdminPointThreshold | null; behaviors: NamedItem[] }) {
  const format = useFormat();
  const t = useTranslations('admin-promotions');
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
          errs[field] ??= { type: 'validate', message: field === 'value' || field === 'points' ? (values[field as 'value'] === '' ? t('form.enterNumber') : issue.message) : issue.message };
        }
      }
      if (values.pointable_type === 'Behavior' && !values.pointable_id) errs.pointable_id = { type: 'validate', message: t('thresholds.chooseBehaviorError') };
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
      toast(t('thresholds.saved'));
      router.push(`/promotion/${promotionId}/point_thresholds`);
      router.refresh();
    } catch (error) {
      setErrors(errorMessagesOf(error, t('thresholds.saveFailed')));
      errorToast(t('thresholds.saveFailed'));
    }
  };
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-6" aria-label={threshold ? t('thresholds.editFormLabel') : t('thresholds.newFormLabel')}>
      <FormErrors messages={errors} />
      <FormSection id="threshold" title={threshold ? t('thresholds.editTitle') : t('thresholds.newTitle')} description={t('thresholds.intro', { max: format.number(MAX_POINTS_PER_VALUE) })}>
        <SelectField<Values> name="pointable_type" label={t('thresholds.type')} choices={POINTABLE_TYPES.map((value) => ({ value, label: t(`thresholds.${TYPE_KEYS[value]}`) }))} />
        {type === 'Behavior' ? (
          <SelectField<Values> name="pointable_id" label={t('thresholds.behavior')} choices={behaviors.map((b) => ({ value: b.id, label: b.name }))} empty={t('thresholds.chooseBehavior')} />
        ) : null}
        <TextField<Values> name="value" label={t(`thresholds.${TYPE_KEYS[type as keyof typeof TYPE_KEYS] ?? 'behavior'}Value`)} type="number" />
        <TextField<Values> name="value_label" label={t('thresholds.valueLabel')} description={t('thresholds.valueLabelHelp')} />
        <TextField<Values> name="points" label={t('thresholds.points')} type="number" description={t('thresholds.pointsHelp', { max: format.number(MAX_POINTS_PER_VALUE) })} />
      </FormSection>
      <div className="flex justify-end gap-3">
        <Button asChild variant="ghost"><Link href={`/promotion/${promotionId}/point_thresholds`}>{t('thresholds.cancel')}</Link></Button>
        <Button type="submit" loading={form.formState.isSubmitting}>{t('settings.save')}</Button>
      </div>
    </Form>
  );
}
