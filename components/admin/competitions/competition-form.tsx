'use client';
// /promotion/{id}/competition/new and /competition/{competitionId}/edit: the competition's windows and settings.
// A new one starts from the §9 defaults (server-computed from the promotion); the end day is always
// start + length − 1, shown live and never typed.
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { api, errorMessagesOf } from '@/lib/api-client';
import { COMPETITION_MESSAGES as M, competitionEndsOn, competitionWriteSchema, type AdminCompetition, type CompetitionDraft } from '@/lib/competitions/admin';
import { isoDaySchema } from '@/lib/schemas';
import { Button, Checkbox, Field, FormErrors, Input } from '@/components/ui';
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

export function CompetitionForm({ promotionId, competition, draft }: { promotionId: number; competition: AdminCompetition | null; draft: CompetitionDraft }) {
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const [values, setValues] = useState<Values>(() => valuesOf(competition ?? draft));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Values) => (value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));

  const length = Number(values.comp_length);
  const endsOn = isoDaySchema.safeParse(values.competition_starts_on).success && Number.isInteger(length) && length >= 1 && length <= 366
    ? competitionEndsOn(values.competition_starts_on, length) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...values, name: values.name.trim() || null, freeze_team_scores: values.freeze_team_scores ? 1 : 0,
      freeze_team_scores_on: values.freeze_team_scores_on || null,
    };
    const parsed = competitionWriteSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        found[key] ??= FIELD_LABELS[key] ? `${FIELD_LABELS[key]} ${issue.message}.` : issue.message;
      }
      setFieldErrors(found);
      setErrors([]);
      document.getElementById(`competition-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setFieldErrors({});
    setErrors([]);
    setSaving(true);
    try {
      if (competition) await api.put(`/promotions/${promotionId}/competitions/${competition.id}`, body);
      else await api.post(`/promotions/${promotionId}/competitions`, body);
      toast('Competition saved.');
      router.push(`/promotion/${promotionId}/competitions`);
      router.refresh();
    } catch (error) {
      setErrors(errorMessagesOf(error, M.save));
      errorToast(M.save);
      setSaving(false);
    }
  };

  const text = (key: Exclude<keyof Values, 'freeze_team_scores'>, label: string, type: 'text' | 'date' | 'number' = 'text', description?: string) => (
    <Field label={label} id={`competition-${key}`} error={fieldErrors[key]} description={description}>
      <Input type={type} inputMode={type === 'number' ? 'numeric' : undefined} value={values[key]} onChange={(e) => set(key)(e.target.value)} autoComplete="off" />
    </Field>
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={competition ? 'Edit competition' : 'New competition'} className="flex flex-col gap-6">
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
        <Field label="Freeze team scores" layout="inline" id="competition-freeze_team_scores">
          <Checkbox checked={values.freeze_team_scores} onCheckedChange={(c) => set('freeze_team_scores')(c === true)} />
        </Field>
        {text('freeze_team_scores_on', 'Freeze scores on', 'date', 'Scores stop changing once today passes this day.')}
      </Section>
      <Section id="labels" title="Labels">
        {text('behavior_label', 'Behavior label')}
        {text('behavior_feature_label', 'Behavior feature label')}
      </Section>
      <div className="flex justify-end gap-3">
        <Button asChild variant="ghost"><Link href={`/promotion/${promotionId}/competitions`}>Cancel</Link></Button>
        <Button type="submit" loading={saving}>Save</Button>
      </div>
    </form>
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
