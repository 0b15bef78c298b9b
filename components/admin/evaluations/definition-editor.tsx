'use client';
// /promotion/{id}/evaluations-definitions/new and /{evaluation_definition_id}/edit. The Initial Assessment always
// opens on day 0; any other definition opens by days from start (dates cleared) or between two dates (days
// cleared). The question table lists the definition's own questions and every custom prompt of the promotion
// (CustomPrompt_{id}): visible ones are asked, location ones only where a location carries the prompt's tag.
import Link from 'next/link';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { api, errorMessagesOf } from '@/lib/api-client';
import {
  EVALUATION_ADMIN_MESSAGES as M, customPromptIdOf, evaluationDefinitionWriteSchema, isInitialAssessment, scheduleOf,
  type AdminCustomPrompt, type AdminEvaluationDefinition, type EvaluationDefinitionWrite,
} from '@/lib/evaluations/admin';
import { Button, Form, FormErrors, FormField, Input, Textarea } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { QuestionTable, type QuestionRow } from './question-table';
import { checkedResolver } from '@/components/admin/activities/form-helpers';

type Mode = 'days' | 'dates';
type Values = { name: string; message: string; mode: Mode; days_from_start: string; start_date: string; end_date: string };
/** The schedule the chosen mode gives: days from start, or two dates; the other is sent as none. */
const toWire = (v: Values) => ({
  name: v.name, message: v.message,
  days_from_start: v.mode === 'days' && v.days_from_start.trim() !== '' ? v.days_from_start.trim() : null,
  start_date: v.mode === 'dates' ? v.start_date || null : null,
  end_date: v.mode === 'dates' ? v.end_date || null : null,
});

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
  const [resolver] = useState(() => checkedResolver<Values, typeof evaluationDefinitionWriteSchema>(evaluationDefinitionWriteSchema, toWire, { [M.nameRequired]: t('nameRequired') }));
  const form = useForm<Values, unknown, EvaluationDefinitionWrite>({
    resolver,
    defaultValues: {
      name: definition?.name ?? '', message: definition?.message ?? '', mode: definition?.start_date ? 'dates' : 'days',
      days_from_start: definition?.days_from_start ?? '', start_date: definition?.start_date ?? '', end_date: definition?.end_date ?? '',
    },
  });
  const values = useWatch({ control: form.control }) as Values;
  const { name, mode } = values;
  const [visible, setVisible] = useState(() => list(definition?.visible_questions));
  const [byLocation, setByLocation] = useState(() => list(definition?.location_questions));
  const [required, setRequired] = useState(() => new Set((definition?.questions ?? []).filter((q) => q.required && q.custom_promptable_id).map((q) => q.name)));
  const [errors, setErrors] = useState<string[]>([]);
  const initial = isInitialAssessment(name);

  const rows: QuestionRow[] = [
    ...(definition?.questions ?? []).filter((q) => q.custom_promptable_id === null).map((q) => ({ name: q.name, prompt: q.prompt, type: q.type_of_prompt, tag: null, isPrompt: false })),
    ...prompts.map((p) => ({ name: p.name, prompt: p.short_label ? `${p.short_label} — ${p.prompt}` : p.prompt, type: p.type_of_prompt, tag: p.location_tag, isPrompt: true })),
  ];
  const toggle = (set: Set<string>, update: (s: Set<string>) => void, key: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(key);
    else next.delete(key);
    update(next);
  };

  // The schedule rule is checked as it is typed; saving with a broken one says so above the form.
  const schedule = scheduleOf(toWire(values));
  const scheduleErrorKey = 'error' in schedule ? SCHEDULE_ERROR_KEYS.get(schedule.error) : undefined;
  const scheduleError = 'error' in schedule ? (scheduleErrorKey ? t(`scheduleErrors.${scheduleErrorKey}`) : schedule.error) : null;

  const save = async (data: EvaluationDefinitionWrite) => {
    if (scheduleError) {
      setErrors([scheduleError]);
      return;
    }
    setErrors([]);
    const ordered = (s: Set<string>) => rows.map((r) => r.name).filter((n) => s.has(n));
    const body = {
      name: data.name, message: data.message, ...('error' in schedule ? {} : schedule),
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
    }
  };

  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-6" aria-label={definition ? t('editDefinition') : t('newDefinition')}>
      <FormErrors messages={errors} />
      <section aria-labelledby="definition-title" className="grid gap-5 rounded-3xl bg-surface p-5 shadow-card sm:grid-cols-2 sm:p-6 hc:border hc:border-line">
        <h2 id="definition-title" className="text-h2 text-ink sm:col-span-2">{t('definitionHeading')}</h2>
        <FormField name="name" label={t('name')} id="definition-name" description={t('nameHelp')} render={(field) => <Input autoComplete="off" {...field} />} />
        <FormField name="message" label={t('message')} id="definition-message" description={t('messageHelp')} render={(field) => <Textarea rows={3} {...field} />} />
        <fieldset className="flex flex-col gap-3 sm:col-span-2">
          <legend className="text-sm font-semibold text-ink">{t('whenItOpens')}</legend>
          {initial ? (
            <p className="text-ink" data-testid="initial-schedule">{t('initialSchedule')}</p>
          ) : (
            <>
              <div className="flex flex-wrap gap-4">
                {(['days', 'dates'] as const).map((m) => (
                  <label key={m} className="inline-flex min-h-11 items-center gap-2 text-ink">
                    <input type="radio" value={m} {...form.register('mode')} className="size-5 accent-brand" />
                    {m === 'days' ? t('modeDays') : t('modeDates')}
                  </label>
                ))}
              </div>
              {mode === 'days' ? (
                <FormField name="days_from_start" label={t('daysFromStart')} id="definition-days" description={t('daysHelp')} error={scheduleError ?? undefined}
                  render={(field) => <Input inputMode="numeric" autoComplete="off" {...field} />} />
              ) : (
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField name="start_date" label={t('startDate')} id="definition-start" render={(field) => <Input type="date" {...field} />} />
                  <FormField name="end_date" label={t('endDate')} id="definition-end" error={scheduleError ?? undefined} render={(field) => <Input type="date" {...field} />} />
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
          <QuestionTable
            rows={rows} visible={visible} byLocation={byLocation} required={required}
            onVisible={(name, on) => toggle(visible, setVisible, name, on)}
            onByLocation={(name, on) => toggle(byLocation, setByLocation, name, on)}
            onRequired={(name, on) => toggle(required, setRequired, name, on)}
          />
        )}
      </section>
      <div className="flex justify-end gap-3">
        <Button asChild variant="ghost"><Link href={`/promotion/${promotionId}/evaluations-definitions`}>{t('cancel')}</Link></Button>
        <Button type="submit" loading={form.formState.isSubmitting}>{t('save')}</Button>
      </div>
    </Form>
  );
}
