'use client';
// /promotion/{id}/competition/new and /competition/{competitionId}/edit: the competition's windows and settings.
// A new one starts from the §9 defaults (server-computed from the promotion); the end day is always
// start + length − 1, shown live and never typed.
import Link from 'next/link';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { api, errorMessagesOf } from '@/lib/api-client';
import { COMPETITION_MESSAGES as M, competitionEndsOn, competitionWriteSchema, type AdminCompetition, type CompetitionDraft } from '@/lib/competitions/admin';
import { isoDaySchema } from '@/lib/schemas';
import { Button, Checkbox, Form, FormErrors, FormField, Input } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { formatDay } from '@/components/admin/promotions/format';

type Values = Record<
  'name' | 'enrollment_starts_on' | 'enrollment_ends_on' | 'competition_starts_on' | 'comp_length' | 'team_size_min' | 'team_size_max' |
  'freeze_team_scores_on' | 'behavior_label' | 'behavior_feature_label' | 'works_value', string
> & { freeze_team_scores: boolean };

const valuesOf = (c: CompetitionDraft): Values => ({
  name: c.name ?? '', enrollment_starts_on: c.enrollment_starts_on, enrollment_ends_on: c.enrollment_ends_on,
  competition_starts_on: c.competition_starts_on, comp_length: String(c.comp_length), team_size_min: String(c.team_size_min),
  team_size_max: String(c.team_size_max), freeze_team_scores: c.freeze_team_scores === 1, freeze_team_scores_on: c.freeze_team_scores_on ?? '',
  behavior_label: c.behavior_label, behavior_feature_label: c.behavior_feature_label, works_value: String(c.works_value),
});

const FIELD_LABELS: Record<string, string> = {
  enrollment_starts_on: 'Enrollment starts', enrollment_ends_on: 'Enrollment ends', competition_starts_on: 'Competition starts',
  freeze_team_scores_on: 'Freeze scores on',
};

/** The form's strings as the API's input: a blank name or freeze day is null, the switch 0 or 1. */
const bodyOf = (values: Values) => ({
  ...values, name: values.name.trim() || null, freeze_team_scores: values.freeze_team_scores ? 1 : 0,
  freeze_team_scores_on: values.freeze_team_scores_on || null,
});
type Body = ReturnType<typeof bodyOf>;

/** The API's schema on the prepared body; each field gets its first message, a date's prefixed with its label. */
const resolver: Resolver<Values, unknown, Body> = async (values) => {
  const body = bodyOf(values);
  const parsed = competitionWriteSchema.safeParse(body);
  if (parsed.success) return { values: body, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= { type: 'validate', message: FIELD_LABELS[key] ? `${FIELD_LABELS[key]} ${issue.message}.` : issue.message };
  }
  return { values: {}, errors } as ResolverResult<Values, Body>;
};

export function CompetitionForm({ promotionId, competition, draft }: { promotionId: number; competition: AdminCompetition | null; draft: CompetitionDraft }) {
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const form = useForm<Values, unknown, Body>({ resolver, defaultValues: valuesOf(competition ?? draft) });
  const [errors, setErrors] = useState<string[]>([]);
  // Saved: the button keeps spinning while the list page loads.
  const [leaving, setLeaving] = useState(false);
  const [startsOn, lengthValue] = useWatch({ control: form.control, name: ['competition_starts_on', 'comp_length'] });

  const length = Number(lengthValue);
  const endsOn = isoDaySchema.safeParse(startsOn).success && Number.isInteger(length) && length >= 1 && length <= 366
    ? competitionEndsOn(startsOn, length) : null;

  const submit = async (body: Body) => {
    setErrors([]);
    try {
      if (competition) await api.put(`/promotions/${promotionId}/competitions/${competition.id}`, body);
      else await api.post(`/promotions/${promotionId}/competitions`, body);
      toast('Competition saved.');
      setLeaving(true);
      router.push(`/promotion/${promotionId}/competitions`);
      router.refresh();
    } catch (error) {
      setErrors(errorMessagesOf(error, M.save));
      errorToast(M.save);
    }
  };

  const text = (key: Exclude<keyof Values, 'freeze_team_scores'>, label: string, type: 'text' | 'date' | 'number' = 'text', description?: string) => (
    <FormField
      name={key}
      label={label}
      id={`competition-${key}`}
      description={description}
      render={(field) => <Input type={type} inputMode={type === 'number' ? 'numeric' : undefined} autoComplete="off" {...field} />}
    />
  );

  return (
    <Form form={form} onSubmit={submit} onInvalidSubmit={() => setErrors([])} aria-label={competition ? 'Edit competition' : 'New competition'} className="flex flex-col gap-6">
      <FormErrors messages={errors} />
      <Section id="windows" title="Dates">
        {text('name', 'Name', 'text', 'Optional, e.g. Spring Art Prize.')}
        {text('enrollment_starts_on', 'Enrollment starts', 'date')}
        {text('enrollment_ends_on', 'Enrollment ends', 'date')}
        {text('competition_starts_on', 'Competition starts', 'date')}
        {text('comp_length', 'Length (days)', 'number')}
        <div>
          <p className="text-sm font-semibold text-ink">Competition ends</p>
          <p className="mt-2 min-h-11 py-2 text-ink" aria-live="polite" data-testid="competition-ends-on">{endsOn ? formatDay(endsOn) : '—'}</p>
          <p className="text-sm text-ink-muted">Start + length − 1 day.</p>
        </div>
      </Section>
      <Section id="teams" title="Teams and scores">
        {text('team_size_min', 'Minimum team size', 'number')}
        {text('team_size_max', 'Maximum team size', 'number')}
        {text('works_value', 'Works value (points)', 'number')}
        <FormField
          name="freeze_team_scores"
          label="Freeze team scores"
          layout="inline"
          id="competition-freeze_team_scores"
          render={({ value, onChange, ...field }) => <Checkbox {...field} checked={value} onCheckedChange={(c) => onChange(c === true)} />}
        />
        {text('freeze_team_scores_on', 'Freeze scores on', 'date', 'Scores stop changing once today passes this day.')}
      </Section>
      <Section id="labels" title="Labels">
        {text('behavior_label', 'Behavior label')}
        {text('behavior_feature_label', 'Behavior feature label')}
      </Section>
      <div className="flex justify-end gap-3">
        <Button asChild variant="ghost"><Link href={`/promotion/${promotionId}/competitions`}>Cancel</Link></Button>
        <Button type="submit" loading={form.formState.isSubmitting || leaving}>Save</Button>
      </div>
    </Form>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <h2 id={`${id}-title`} className="text-h2 text-ink">{title}</h2>
      <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  );
}
