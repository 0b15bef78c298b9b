'use client';
// /promotion/{id}/evaluations-definitions/new and /{evaluation_definition_id}/edit. The Initial Assessment always
// opens on day 0; any other definition opens by days from start (dates cleared) or between two dates (days
// cleared). The question table lists the definition's own questions and every custom prompt of the promotion
// (CustomPrompt_{id}): visible ones are asked, location ones only where a location carries the prompt's tag.
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { api, errorMessagesOf } from '@/lib/api-client';
import {
  EVALUATION_ADMIN_MESSAGES as M, customPromptIdOf, isInitialAssessment, scheduleOf,
  type AdminCustomPrompt, type AdminEvaluationDefinition,
} from '@/lib/evaluations/admin';
import { Button, Checkbox, Field, FormErrors, Input, Textarea } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';

type Mode = 'days' | 'dates';
interface Row { name: string; prompt: string; type: string; tag: string | null; isPrompt: boolean }

const list = (csv: string | undefined) => new Set((csv ?? '').split(',').map((s) => s.trim()).filter(Boolean));

export function DefinitionEditor({ promotionId, definition, prompts }: { promotionId: number; definition: AdminEvaluationDefinition | null; prompts: AdminCustomPrompt[] }) {
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
  const scheduleError = 'error' in schedule ? schedule.error : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(M.nameRequired);
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
      toast('Evaluation definition saved.');
      router.push(`/promotion/${promotionId}/evaluations-definitions`);
      router.refresh();
    } catch (error) {
      setErrors(errorMessagesOf(error, M.save));
      errorToast(errorMessagesOf(error, M.save)[0]);
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void save(e)} className="flex flex-col gap-6" aria-label={definition ? 'Edit evaluation definition' : 'New evaluation definition'}>
      <FormErrors messages={errors} />
      <section aria-labelledby="definition-title" className="grid gap-5 rounded-3xl bg-surface p-5 shadow-card sm:grid-cols-2 sm:p-6 hc:border hc:border-line">
        <h2 id="definition-title" className="text-h2 text-ink sm:col-span-2">Definition</h2>
        <Field label="Name" id="definition-name" error={nameError} description="“Initial Assessment” is the one asked at registration and on day 0.">
          <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </Field>
        <Field label="Message" id="definition-message" description="Shown above the questions.">
          <Textarea rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
        </Field>
        <fieldset className="flex flex-col gap-3 sm:col-span-2">
          <legend className="text-sm font-semibold text-ink">When it opens</legend>
          {initial ? (
            <p className="text-ink" data-testid="initial-schedule">The Initial Assessment always opens on day 0.</p>
          ) : (
            <>
              <div className="flex flex-wrap gap-4">
                {(['days', 'dates'] as const).map((m) => (
                  <label key={m} className="inline-flex min-h-11 items-center gap-2 text-ink">
                    <input type="radio" name="schedule-mode" value={m} checked={mode === m} onChange={() => setMode(m)} className="size-5 accent-brand" />
                    {m === 'days' ? 'Days from the program start' : 'Between two dates'}
                  </label>
                ))}
              </div>
              {mode === 'days' ? (
                <Field label="Days from start" id="definition-days" description="A day number (0 is the first day), or two separated by a comma for a window, e.g. 0,14." error={scheduleError ?? undefined}>
                  <Input value={days} onChange={(e) => setDays(e.target.value)} inputMode="numeric" autoComplete="off" />
                </Field>
              ) : (
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label="Start date" id="definition-start"><Input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} /></Field>
                  <Field label="End date" id="definition-end" error={scheduleError ?? undefined}><Input type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} /></Field>
                </div>
              )}
            </>
          )}
        </fieldset>
      </section>

      <section aria-labelledby="questions-title" className="rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
        <h2 id="questions-title" className="text-h2 text-ink">Questions</h2>
        <p className="mt-1 text-sm text-ink-muted">
          Visible questions are asked. A question asked by location is asked only where a location (or one above it) carries the prompt&apos;s tag.{' '}
          <Link href={`/promotion/${promotionId}/custom_prompts`}>Edit custom prompts</Link>
        </p>
        {rows.length === 0 ? <p className="mt-4 text-ink-muted">No questions to choose from: add custom prompts first.</p> : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">Questions of this definition</caption>
              <thead>
                <tr className="border-b border-line text-xs font-semibold tracking-wide text-ink-muted uppercase">
                  <th scope="col" className="py-2 pr-3">Question</th>
                  <th scope="col" className="py-2 pr-3">Visible</th>
                  <th scope="col" className="py-2 pr-3">By location</th>
                  <th scope="col" className="py-2">Required</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.name} className="border-b border-line last:border-b-0">
                    <th scope="row" className="py-2 pr-3 font-normal">
                      <span className="block text-ink">{r.prompt}</span>
                      <span className="text-xs text-ink-muted">{r.name} · {r.type}{r.tag ? ` · tag ${r.tag}` : ''}</span>
                    </th>
                    <td className="py-2 pr-3">
                      <Checkbox aria-label={`Visible: ${r.name}`} checked={visible.has(r.name)} onCheckedChange={(c) => toggle(visible, setVisible, r.name, c === true)} />
                    </td>
                    <td className="py-2 pr-3">
                      {r.tag ? (
                        <Checkbox aria-label={`By location: ${r.name}`} checked={byLocation.has(r.name)} disabled={!visible.has(r.name)}
                          onCheckedChange={(c) => toggle(byLocation, setByLocation, r.name, c === true)} />
                      ) : <span className="text-ink-muted" aria-label="No location tag">—</span>}
                    </td>
                    <td className="py-2">
                      {r.isPrompt && r.type !== 'HEADER' ? (
                        <Checkbox aria-label={`Required: ${r.name}`} checked={required.has(r.name)} disabled={!visible.has(r.name)}
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
        <Button asChild variant="ghost"><Link href={`/promotion/${promotionId}/evaluations-definitions`}>Cancel</Link></Button>
        <Button type="submit" loading={saving}>Save</Button>
      </div>
    </form>
  );
}
