'use client';
// The behaviors of a competition (/promotion/{id}/competition/{competitionId}/behaviors?behaviorId) or the
// promotion's defaults (/behaviors, /competition-behaviors). A behavior's dates must fit the competition (start to
// end) and start no later than they end; an end left empty takes the start. Saving waits while a date is invalid.
import { useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { api, errorMessagesOf } from '@/lib/api-client';
import { BEHAVIOR_MESSAGES as M, behaviorDateError, behaviorDates, behaviorWriteSchema, type AdminBehavior, type BehaviorWrite } from '@/lib/competitions/admin';
import { useFormat } from '@/lib/i18n/use-format';
import { ArrowDown, ArrowUp, Button, Form, FormErrors, FormField, Input, Pencil, Trash2 } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { formatDay } from '@/components/admin/promotions/format';
import { checkedResolver } from '@/components/admin/activities/form-helpers';

type Values = { name: string; start: string; end: string };
const EMPTY: Values = { name: '', start: '', end: '' };
const valuesOf = (b: AdminBehavior): Values => ({ name: b.name, start: b.start ?? '', end: b.end ?? '' });
// A blank date is none; an end left empty takes the start (§4).
const resolver = checkedResolver<Values, typeof behaviorWriteSchema>(behaviorWriteSchema, (v) => ({ name: v.name, ...behaviorDates(v.start || null, v.end || null) }));

export function BehaviorsEditor({ promotionId, competition, behaviors, selectedId }: {
  promotionId: number;
  /** null: the promotion's default behaviors. */
  competition: { id: number; starts_on: string; ends_on: string; label: string } | null;
  behaviors: AdminBehavior[];
  selectedId: number | null;
}) {
  const t = useTranslations('admin-competitions');
  const format = useFormat();
  const day = (value: string | null) => formatDay(value, format);
  const router = useRouter();
  const pathname = usePathname();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const [rows, setRows] = useState(behaviors);
  const [editingId, setEditingId] = useState<number | null>(() => (behaviors.some((b) => b.id === selectedId) ? selectedId : null));
  const form = useForm<Values, unknown, BehaviorWrite>({
    resolver,
    defaultValues: (() => {
      const selected = behaviors.find((b) => b.id === selectedId);
      return selected ? valuesOf(selected) : EMPTY;
    })(),
  });
  const [errors, setErrors] = useState<string[]>([]);
  const range = competition ? { from: competition.starts_on, to: competition.ends_on } : null;
  const [start, end] = useWatch({ control: form.control, name: ['start', 'end'] });
  const dates = behaviorDates(start || null, end || null);
  // The competition's range is checked as the dates change; saving waits while one is wrong.
  const dateError = behaviorDateError(dates.start, dates.end, range);

  const pick = (b: AdminBehavior | null) => {
    setEditingId(b ? b.id : null);
    form.reset(b ? valuesOf(b) : EMPTY);
    setErrors([]);
    router.replace(b ? `${pathname}?behaviorId=${b.id}` : pathname, { scroll: false });
    document.getElementById('behavior-name')?.focus();
  };

  const save = async (body: BehaviorWrite) => {
    if (dateError) return;
    setErrors([]);
    try {
      const saved = editingId
        ? await api.put<AdminBehavior>(`/promotions/${promotionId}/behaviors/${editingId}`, body)
        : await api.post<AdminBehavior>(`/promotions/${promotionId}/behaviors`, { ...body, competition_id: competition?.id ?? null });
      setRows((list) => (editingId ? list.map((r) => (r.id === saved.id ? saved : r)) : [...list, saved]));
      toast(t('behaviors.saved', { name: saved.name }));
      pick(null);
    } catch (error) {
      setErrors(errorMessagesOf(error, M.save));
      errorToast(errorMessagesOf(error, M.save)[0]);
    }
  };

  const remove = async (b: AdminBehavior) => {
    const ok = await confirm({ title: t('behaviors.deleteTitle', { name: b.name }), body: t('behaviors.deleteBody'), confirmLabel: t('behaviors.delete'), tone: 'danger' });
    if (!ok) return;
    try {
      await api.delete(`/promotions/${promotionId}/behaviors/${b.id}`);
      setRows((list) => list.filter((r) => r.id !== b.id));
      if (editingId === b.id) pick(null);
      toast(t('behaviors.deleted', { name: b.name }));
    } catch (error) {
      errorToast(errorMessagesOf(error, M.save)[0]);
    }
  };

  /** Moves a behavior one place (buttons, so the order can be changed from the keyboard); saves both sequences. */
  const move = async (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row);
    setRows(next.map((r, i) => ({ ...r, sequence: i + 1 })));
    try {
      await Promise.all(next.map((r, i) => (r.sequence === i + 1 ? null : api.put(`/promotions/${promotionId}/behaviors/${r.id}`, { name: r.name, start: r.start, end: r.end, sequence: i + 1 }))));
    } catch (error) {
      errorToast(errorMessagesOf(error, M.save)[0]);
      router.refresh();
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="behaviors-title" className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
        <h2 id="behaviors-title" className="text-h2 text-ink">{competition ? t('behaviors.ofCompetition', { competition: competition.label }) : t('behaviors.defaults')}</h2>
        <p className="mt-1 text-sm text-ink-muted">
          {competition ? t('behaviors.within', { from: day(competition.starts_on), to: day(competition.ends_on) }) : t('behaviors.defaultsIntro')}
        </p>
        {rows.length === 0 ? <p className="mt-4 text-ink-muted">{t('behaviors.empty')}</p> : (
          <ol className="mt-4 flex flex-col divide-y divide-line">
            {rows.map((b, index) => (
              <li key={b.id} className="flex flex-wrap items-center gap-2 py-2" aria-current={editingId === b.id ? 'true' : undefined}>
                <span className="min-w-40 flex-1">
                  <span className="block font-semibold text-ink">{b.name}</span>
                  <span className="text-sm text-ink-muted">{b.start ? (b.end && b.end !== b.start ? `${day(b.start)} – ${day(b.end)}` : day(b.start)) : t('behaviors.noDates')}</span>
                </span>
                <span className="flex">
                  <Button type="button" variant="ghost" size="icon" aria-label={t('behaviors.moveUp', { name: b.name })} disabled={index === 0} onClick={() => void move(index, -1)}><ArrowUp className="size-5" aria-hidden="true" /></Button>
                  <Button type="button" variant="ghost" size="icon" aria-label={t('behaviors.moveDown', { name: b.name })} disabled={index === rows.length - 1} onClick={() => void move(index, 1)}><ArrowDown className="size-5" aria-hidden="true" /></Button>
                  <Button type="button" variant="ghost" size="icon" aria-label={t('behaviors.edit', { name: b.name })} onClick={() => pick(b)}><Pencil className="size-5" aria-hidden="true" /></Button>
                  <Button type="button" variant="ghost" size="icon" aria-label={t('behaviors.deleteNamed', { name: b.name })} onClick={() => void remove(b)}><Trash2 className="size-5" aria-hidden="true" /></Button>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="behavior-form-title" className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
        <h2 id="behavior-form-title" className="text-h2 text-ink">{editingId ? t('behaviors.editTitle') : t('behaviors.newTitle')}</h2>
        <Form form={form} onSubmit={save} className="mt-4 flex flex-col gap-4" aria-labelledby="behavior-form-title">
          <FormErrors messages={errors} />
          <FormField name="name" label={t('behaviors.name')} id="behavior-name" render={(field) => <Input autoComplete="off" {...field} />} />
          <FormField name="start" label={t('behaviors.start')} id="behavior-start" render={(field) => (
            <Input type="date" min={range?.from} max={range?.to} {...field}
              onBlur={() => {
                field.onBlur();
                if (field.value && !form.getValues('end')) form.setValue('end', field.value);
              }} />
          )} />
          <FormField name="end" label={t('behaviors.end')} id="behavior-end" description={t('behaviors.endHelp')} error={dateError ?? undefined}
            render={(field) => <Input type="date" min={range?.from} max={range?.to} {...field} />} />
          <div className="flex flex-wrap justify-end gap-2">
            {editingId ? <Button type="button" variant="ghost" onClick={() => pick(null)}>{t('behaviors.cancel')}</Button> : null}
            <Button type="submit" loading={form.formState.isSubmitting} disabled={Boolean(dateError)}>{editingId ? t('behaviors.save') : t('behaviors.add')}</Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
