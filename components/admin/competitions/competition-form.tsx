'use client';
// /promotion/{id}/competition/new and /competition/{competitionId}/edit: the competition's windows and settings.
// A new one starts from the §9 defaults (server-computed from the promotion); the end day is always
// start + length − 1, shown live and never typed.
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { api, errorMessagesOf } from '@/lib/api-client';
import { COMPETITION_MESSAGES as M, competitionEndsOn, competitionWriteSchema, type AdminCompetition, type CompetitionDraft } from '@/lib/competitions/admin';
import { isoDaySchema } from '@/lib/schemas';
import { useFormat } from '@/lib/i18n/use-format';
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

type CompetitionsT = ReturnType<typeof useTranslations<'admin-competitions'>>;

/** The date fields, whose schema message is a fragment ("must be a real date") said after the field's label. */
const DATE_LABEL_KEYS = {
  enrollment_starts_on: 'enrollmentStarts', enrollment_ends_on: 'enrollmentEnds', competition_starts_on: 'competitionStarts',
  freeze_team_scores_on: 'freezeScoresOn',
} as const;
/** The day schema's fragments (lib/schemas.ts isoDaySchema, lib/competitions/admin.ts), said whole in the reader's language. */
const DATE_PROBLEMS: Record<string, 'format' | 'real' | 'range'> = {
  'must be a date as YYYY-MM-DD': 'format', 'must be a real date': 'real', 'must be a date between 2000 and 2099': 'range',
};

/** The form's strings as the API's input: a blank name or freeze day is null, the switch 0 or 1. */
const bodyOf = (values: Values) => ({
  ...values, name: values.name.trim() || null, freeze_team_scores: values.freeze_team_scores ? 1 : 0,
  freeze_team_scores_on: values.freeze_team_scores_on || null,
});
type Body = ReturnType<typeof bodyOf>;

/** The API's schema on the prepared body; each field gets its first message, a date's prefixed with its label. */
const resolverFor = (t: CompetitionsT): Resolver<Values, unknown, Body> => async (values) => {
  const body = bodyOf(values);
  const parsed = competitionWriteSchema.safeParse(body);
  if (parsed.success) return { values: body, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= { type: 'validate', message: key in DATE_LABEL_KEYS ? dateMessage(t, key as keyof typeof DATE_LABEL_KEYS, issue.message) : issue.message };
  }
  return { values: {}, errors } as ResolverResult<Values, Body>;
};

function dateMessage(t: CompetitionsT, key: keyof typeof DATE_LABEL_KEYS, message: string): string {
  const field = t(`form.${DATE_LABEL_KEYS[key]}`);
  const problem = DATE_PROBLEMS[message];
  return problem ? t('form.dateProblem', { field, problem }) : t('form.dateOther', { field, message });
}

export function CompetitionForm({ promotionId, competition, draft }: { promotionId: number; competition: AdminCompetition | null; draft: CompetitionDraft }) {
  const t = useTranslations('admin-competitions');
  const format = useFormat();
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const resolver = useMemo(() => resolverFor(t), [t]);
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
      toast(t('form.saved'));
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
    <Form form={form} onSubmit={submit} onInvalidSubmit={() => setErrors([])} aria-label={competition ? t('form.editLabel') : t('form.newLabel')} className="flex flex-col gap-6">
      <FormErrors messages={errors} />
      <Section id="windows" title={t('form.dates')}>
        {text('name', t('form.name'), 'text', t('form.nameHelp'))}
        {text('enrollment_starts_on', t('form.enrollmentStarts'), 'date')}
        {text('enrollment_ends_on', t('form.enrollmentEnds'), 'date')}
        {text('competition_starts_on', t('form.competitionStarts'), 'date')}
        {text('comp_length', t('form.lengthDays'), 'number')}
        <div>
          <p className="text-sm font-semibold text-ink">{t('form.competitionEnds')}</p>
          <p className="mt-2 min-h-11 py-2 text-ink" aria-live="polite" data-testid="competition-ends-on">{formatDay(endsOn, format)}</p>
          <p className="text-sm text-ink-muted">{t('form.competitionEndsHelp')}</p>
        </div>
      </Section>
      <Section id="teams" title={t('form.teamsAndScores')}>
        {text('team_size_min', t('form.minimumTeamSize'), 'number')}
        {text('team_size_max', t('form.maximumTeamSize'), 'number')}
        {text('works_value', t('form.worksValue'), 'number')}
        <FormField
          name="freeze_team_scores"
          label={t('form.freezeTeamScores')}
          layout="inline"
          id="competition-freeze_team_scores"
          render={({ value, onChange, ...field }) => <Checkbox {...field} checked={value} onCheckedChange={(c) => onChange(c === true)} />}
        />
        {text('freeze_team_scores_on', t('form.freezeScoresOn'), 'date', t('form.freezeScoresOnHelp'))}
      </Section>
      <Section id="labels" title={t('form.labels')}>
        {text('behavior_label', t('form.behaviorLabel'))}
        {text('behavior_feature_label', t('form.behaviorFeatureLabel'))}
      </Section>
      <div className="flex justify-end gap-3">
        <Button asChild variant="ghost"><Link href={`/promotion/${promotionId}/competitions`}>{t('form.cancel')}</Link></Button>
        <Button type="submit" loading={form.formState.isSubmitting || leaving}>{t('form.save')}</Button>
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
