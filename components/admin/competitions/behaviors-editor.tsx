'use client';
// The behaviors of a competition (/promotion/{id}/competition/{competitionId}/behaviors?behaviorId) or the
// promotion's defaults (/behaviors, /competition-behaviors). A behavior's dates must fit the competition (start to
// end) and start no later than they end; an end left empty takes the start. Saving waits while a date is invalid.
import { useState, type FormEvent } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import { BEHAVIOR_MESSAGES as M, behaviorDateError, behaviorDates, type AdminBehavior } from '@/lib/competitions/admin';
import { useFormat } from '@/lib/i18n/use-format';
import { ArrowDown, ArrowUp, Button, Field, FormErrors, Input, Pencil, Trash2 } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { formatDay } from '@/components/admin/promotions/format';

type Draft = { id: number | null; name: string; start: string; end: string };
const EMPTY: Draft = { id: null, name: '', start: '', end: '' };
const draftOf = (b: AdminBehavior): Draft => ({ id: b.id, name: b.name, start: b.start ?? '', end: b.end ?? '' });

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
  const [draft, setDraft] = useState<Draft>(() => {
    const selected = behaviors.find((b) => b.id === selectedId);
    return selected ? draftOf(selected) : EMPTY;
  });
  const [errors, setErrors] = useState<string[]>([]);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const range = competition ? { from: competition.starts_on, to: competition.ends_on } : null;
  const dates = behaviorDates(draft.start || null, draft.end || null);
  const dateError = behaviorDateError(dates.start, dates.end, range);

  const pick = (b: AdminBehavior | null) => {
    setDraft(b ? draftOf(b) : EMPTY);
    setErrors([]);
    setNameError(null);
    router.replace(b ? `${pathname}?behaviorId=${b.id}` : pathname, { scroll: false });
    document.getElementById('behavior-name')?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) {
      setNameError(t('behaviors.nameRequired'));
      document.getElementById('behavior-name')?.focus();
      return;
    }
    if (dateError) return;
    setNameError(null);
    setErrors([]);
    setSaving(true);
    const body = { name: draft.name.trim(), start: dates.start, end: dates.end };
    try {
      const saved = draft.id
        ? await api.put<AdminBehavior>(`/promotions/${promotionId}/behaviors/${draft.id}`, body)
        : await api.post<AdminBehavior>(`/promotions/${promotionId}/behaviors`, { ...body, competition_id: competition?.id ?? null });
      setRows((list) => (draft.id ? list.map((r) => (r.id === saved.id ? saved : r)) : [...list, saved]));
      toast(t('behaviors.saved', { name: saved.name }));
      pick(null);
    } catch (error) {
      setErrors(errorMessagesOf(error, M.save));
      errorToast(errorMessagesOf(error, M.save)[0]);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (b: AdminBehavior) => {
    const ok = await confirm({ title: t('behaviors.deleteTitle', { name: b.name }), body: t('behaviors.deleteBody'), confirmLabel: t('behaviors.delete'), tone: 'danger' });
    if (!ok) return;
    try {
      await api.delete(`/promotions/${promotionId}/behaviors/${b.id}`);
      setRows((list) => list.filter((r) => r.id !== b.id));
      if (draft.id === b.id) pick(null);
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
              <li key={b.id} className="flex flex-wrap items-center gap-2 py-2" aria-current={draft.id === b.id ? 'true' : undefined}>
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
        <h2 id="behavior-form-title" className="text-h2 text-ink">{draft.id ? t('behaviors.editTitle') : t('behaviors.newTitle')}</h2>
        <form noValidate onSubmit={(e) => void save(e)} className="mt-4 flex flex-col gap-4" aria-labelledby="behavior-form-title">
          <FormErrors messages={errors} />
          <Field label={t('behaviors.name')} id="behavior-name" error={nameError}>
            <Input value={draft.name} onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))} autoComplete="off" />
          </Field>
          <Field label={t('behaviors.start')} id="behavior-start">
            <Input type="date" value={draft.start} min={range?.from} max={range?.to}
              onChange={(e) => setDraft((d) => ({ ...d, start: e.target.value }))}
              onBlur={() => setDraft((d) => (d.start && !d.end ? { ...d, end: d.start } : d))} />
          </Field>
          <Field label={t('behaviors.end')} id="behavior-end" description={t('behaviors.endHelp')} error={dateError}>
            <Input type="date" value={draft.end} min={range?.from} max={range?.to} onChange={(e) => setDraft((d) => ({ ...d, end: e.target.value }))} />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            {draft.id ? <Button type="button" variant="ghost" onClick={() => pick(null)}>{t('behaviors.cancel')}</Button> : null}
            <Button type="submit" loading={saving} disabled={Boolean(dateError)}>{draft.id ? t('behaviors.save') : t('behaviors.add')}</Button>
          </div>
        </form>
      </section>
    </div>
  );
}
