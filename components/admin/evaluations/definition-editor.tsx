'use client';
// /promotion/{id}/evaluations-definitions/new and /{evaluation_definition_id}/edit. The Initial Assessment always
// opens on day 0; any other definition opens by days from start (dates cleared) or between two dates (days
// cleared). The question table lists the definition's own questions and every custom prompt of the promotion
// (CustomPrompt_{id}): visible ones are asked, location ones only where a location carries the prompt's tag.
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import {
  EVALUATION_ADMIN_MESSAGES as M, customPromptIdOf, isInitialAssessment, scheduleOf,
  type AdminCustomPrompt, type AdminEvaluationDefinition,
} from '@/lib/evaluations/admin';
import { Button, Checkbox, Field, FormErrors, Input, Textarea } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';

type Mode = 'days' | 'dates';
interface Row { name: string; prompt: string; type: string; tag: string | null; isPrompt: boolean }

/** The schedule rule's messages (lib/evaluations/admin.ts scheduleOf), worded from the catalog. */
const SCHEDULE_ERROR_KEYS = new Map<string, 'scheduleRequired' | 'datesOrder' | 'daysFormat'>([
  [M.scheduleRequired, 'scheduleRequired'],
  [M.datesOrder, 'datesOrder'],
  [M.daysFormat, 'daysFormat'],
]);

const list = (csv: string | undefined) => new Set((csv ?? '').split(',').map((s) => s.trim()).filter(Boolean));

export function DefinitionEditor({ promotionId, definition, prompts }: { promotionId: number; definition: AdminEvaluationDefinition | null; prompts: AdminCustomPrompt[] }) {
  const t = useTranslations('admin-evaluations');
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const [name, setName] = useState(definition?.name ?? '');
  const [message, setMessage] = useState(definition?.message ?? '');
  const [mode, setMode] = useState<Mode>(definition?.start_date ? 'dates' : 'days');
  const [days, setDays] = useState(definition?.days_from_start ?? '');
  const [startDate, setStartDate] = useState(definition?.start_date ?? '');
  const [endDate, setEndDate] = useState(definition?.end_date ?? '');
  const [visible, setVisible] = useState(() => list(definition?.visible_questions));
  const [byLocation, setByLocation] = useState(() => list(definition?.location_questions));
  const [required, setRequired] = useState(() => new Set((definition?.questions ?? []).filter((q) => q.required && q.custom_promptable_id).map((q) => q.name)));
  const [errors, setErrors] = useState<string[]>([]);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const initial = isInitialAssessment(name);

  const rows: Row[] = [
    ...(definition?.questions ?? []).filter((q) => q.custom_promptable_id === null).map((q) => ({ name: q.name, prompt: q.prompt, type: q.type_of_prompt, tag: null, isPrompt: false })),
    ...prompts.map((p) => ({ name: p.name, prompt: p.short_label ? `${p.short_label} — ${p.prompt}` : p.prompt, type: p.type_of_prompt, tag: p.location_tag, isPrompt: true })),
  ];
  const toggle = (set: Set<string>, update: (s: Set<string>) => void, key: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(key);
    else next.delete(key);
    update(next);
  };

  const schedule = scheduleOf({
    name, days_from_start: mode === 'days' && days.trim() !== '' ? days.trim() : null,
    start_date: mode === 'dates' ? startDate || null : null, end_date: mode === 'dates' ? endDate || null : null,
  });
  const scheduleErrorKey = 'error' in schedule ? SCHEDULE_ERROR_KEYS.get(schedule.error) : undefined;
  const scheduleError = 'error' in schedule ? (scheduleErrorKey ? t(`scheduleErrors.${scheduleErrorKey}`) : schedule.error) : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('nameRequired'));
      document.getElementById('definition-name')?.focus();
      return;
    }
    setNameError(null);
    if (scheduleError) {
      setErrors([scheduleError]);
      return;
    }
    setErrors([]);
    setSaving(true);
    const ordered = (s: Set<string>) => rows.map((r) => r.name).filter((n) => s.has(n));
    const body = {
      name: name.trim(), message: message.trim() || null, ...('error' in schedule ? {} : schedule),
      eval_definitionable_type: 'Promotion', eval_definitionable_id: promotionId,
      visible_questions: ordered(visible).join(','),
      location_questions: ordered(byLocation).filter((n) => visible.has(n)).join(','),
      required_questions: ordered(required).filter((n) => visible.has(n) && customPromptIdOf(n) !== null).join(','),
    };
    try {
      if (definition) await api.put(`/promotions/${promotionId}/evaluation_definitions/${definition.id}`, body);
      else await api.post(`/promotions/${promotionId}/evaluation_definitions`, body);
      toast(t('definitionSaved'));
      router.push(`/promotion/${promotionId}/evaluations-definitions`);
      router.refresh();
    } catch (error) {
      setErrors(errorMessagesOf(error, M.save));
      errorToast(errorMessagesOf(error, M.save)[0]);
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void save(e)} className="flex flex-col gap-6" aria-label={definition ? t('editDefinition') : t('newDefinition')}>
      <FormErrors messages={errors} />
      <section aria-labelledby="definition-title" className="grid gap-5 rounded-3xl bg-surface p-5 shadow-card sm:grid-cols-2 sm:p-6 hc:border hc:border-line">
        <h2 id="definition-title" className="text-h2 text-ink sm:col-span-2">{t('definitionHeading')}</h2>
        <Field label={t('name')} id="definition-name" error={nameError} description={t('nameHelp')}>
          <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </Field>
        <Field label={t('message')} id="definition-message" description={t('messageHelp')}>
          <Textarea rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
        </Field>
        <fieldset className="flex flex-col gap-3 sm:col-span-2">
          <legend className="text-sm font-semibold text-ink">{t('whenItOpens')}</legend>
          {initial ? (
            <p className="text-ink" data-testid="initial-schedule">{t('initialSchedule')}</p>
          ) : (
            <>
              <div className="flex flex-wrap gap-4">
                {(['days', 'dates'] as const).map((m) => (
                  <label key={m} className="inline-flex min-h-11 items-center gap-2 text-ink">
                    <input type="radio" name="schedule-mode" value={m} checked={mode === m} onChange={() => setMode(m)} className="size-5 accent-brand" />
                    {m === 'days' ? t('modeDays') : t('modeDates')}
                  </label>
                ))}
              </div>
              {mode === 'days' ? (
                <Field label={t('daysFromStart')} id="definition-days" description={t('daysHelp')} error={scheduleError ?? undefined}>
                  <Input value={days} onChange={(e) => setDays(e.target.value)} inputMode="numeric" autoComplete="off" />
                </Field>
              ) : (
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label={t('startDate')} id="definition-start"><Input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} /></Field>
                  <Field label={t('endDate')} id="definition-end" error={scheduleError ?? undefined}><Input type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} /></Field>
                </div>
              )}
            </>
          )}
        </fieldset>
      </section>

      <section aria-labelledby="questions-title" className="rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
        <h2 id="questions-title" className="text-h2 text-ink">{t('questionsHeading')}</h2>
        <p className="mt-1 text-sm text-ink-muted">
          {t('questionsIntro')}{' '}
          <Link href={`/promotion/${promotionId}/custom_prompts`}>{t('editCustomPrompts')}</Link>
        </p>
        {rows.length === 0 ? <p className="mt-4 text-ink-muted">{t('noQuestions')}</p> : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse text-start">
              <caption className="sr-only">{t('questionsCaption')}</caption>
              <thead>
                <tr className="border-b border-line text-xs font-semibold tracking-wide text-ink-muted uppercase">
                  <th scope="col" className="py-2 pe-3">{t('columnQuestion')}</th>
                  <th scope="col" className="py-2 pe-3">{t('columnVisible')}</th>
                  <th scope="col" className="py-2 pe-3">{t('columnByLocation')}</th>
                  <th scope="col" className="py-2">{t('columnRequired')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.name} className="border-b border-line last:border-b-0">
                    <th scope="row" className="py-2 pe-3 font-normal">
                      <span className="block text-ink">{r.prompt}</span>
                      <span className="text-xs text-ink-muted">{r.tag ? t('questionDetailTag', { name: r.name, type: r.type, tag: r.tag }) : t('questionDetail', { name: r.name, type: r.type })}</span>
                    </th>
                    <td className="py-2 pe-3">
                      <Checkbox aria-label={t('visibleAria', { name: r.name })} checked={visible.has(r.name)} onCheckedChange={(c) => toggle(visible, setVisible, r.name, c === true)} />
                    </td>
                    <td className="py-2 pe-3">
                      {r.tag ? (
                        <Checkbox aria-label={t('byLocationAria', { name: r.name })} checked={byLocation.has(r.name)} disabled={!visible.has(r.name)}
                          onCheckedChange={(c) => toggle(byLocation, setByLocation, r.name, c === true)} />
                      ) : <span className="text-ink-muted" aria-label={t('noLocationTag')}>—</span>}
                    </td>
                    <td className="py-2">
                      {r.isPrompt && r.type !== 'HEADER' ? (
                        <Checkbox aria-label={t('requiredAria', { name: r.name })} checked={required.has(r.name)} disabled={!visible.has(r.name)}
                          onCheckedChange={(c) => toggle(required, setRequired, r.name, c === true)} />
                      ) : <span className="text-ink-muted" aria-hidden="true">—</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <div className="flex justify-end gap-3">
        <Button asChild variant="ghost"><Link href={`/promotion/${promotionId}/evaluations-definitions`}>{t('cancel')}</Link></Button>
        <Button type="submit" loading={saving}>{t('save')}</Button>
      </div>
    </form>
  );
}
