'use client';
// /promotion/{id}/emotional_fitness_survey: the promotion's Flourishing Scale (a user survey answered 1-7). Saving
// creates it the first time (POST /user_survey_defs) and updates it after (PUT /user_survey_defs/{id}); an end date
// closes it after that day (days_from_start '0,{days since start + 1}').
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import { questionsFrom, type UserSurveyDefinition } from '@/lib/surveys';
import { Button, Checkbox, Field, FormErrors, Input, Textarea } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';

type Draft = Pick<UserSurveyDefinition, 'name' | 'message' | 'questions' | 'end_date' | 'is_active'>;

export function FlourishingEditor({ promotionId, survey, draft, startsOn }: { promotionId: number; survey: UserSurveyDefinition | null; draft: Draft; startsOn: string }) {
  const t = useTranslations('admin-evaluations');
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const from = survey ?? draft;
  const [name, setName] = useState(from.name);
  const [message, setMessage] = useState(from.message ?? '');
  const [statements, setStatements] = useState(from.questions.map((q) => q.prompt).join('\n'));
  const [endDate, setEndDate] = useState(from.end_date ?? '');
  const [active, setActive] = useState(from.is_active);
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const count = questionsFrom(statements).length;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors([t('nameRequired')]);
    if (count === 0) return setErrors([t('questionsRequired')]);
    setErrors([]);
    setSaving(true);
    const body = { promotion_id: promotionId, kind: 'flourishing', name: name.trim(), message: message.trim() || null, questions: statements, end_date: endDate || null, is_active: active };
    try {
      if (survey) await api.put(`/user_survey_defs/${survey.id}`, body);
      else await api.post('/user_survey_defs', body);
      toast(t('surveySaved'));
      router.refresh();
    } catch (error) {
      setErrors(errorMessagesOf(error, t('surveySaveFailed')));
      errorToast(errorMessagesOf(error, t('surveySaveFailed'))[0]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void save(e)} aria-label={t('flourishingScale')} className="flex flex-col gap-6">
      <FormErrors messages={errors} />
      {!survey ? <p className="rounded-2xl bg-surface-muted px-4 py-3 text-ink">{t('noFlourishing')}</p> : (
        <p className="text-ink-muted">{t('answeredCount', { count: survey.surveys_count })}</p>
      )}
      <section aria-labelledby="survey-title" className="grid gap-5 rounded-3xl bg-surface p-5 shadow-card sm:grid-cols-2 sm:p-6 hc:border hc:border-line">
        <h2 id="survey-title" className="text-h2 text-ink sm:col-span-2">{t('surveyHeading')}</h2>
        <Field label={t('name')} id="survey-name"><Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" /></Field>
        <Field label={t('endDate')} id="survey-end" description={t('surveyEndHelp', { startsOn })}>
          <Input type="date" value={endDate} min={startsOn} onChange={(e) => setEndDate(e.target.value)} />
        </Field>
        <Field label={t('message')} id="survey-message" className="sm:col-span-2"><Textarea rows={2} value={message} onChange={(e) => setMessage(e.target.value)} /></Field>
        <Field label={t('statements', { count })} id="survey-statements" description={t('statementsHelp')} className="sm:col-span-2">
          <Textarea rows={9} value={statements} onChange={(e) => setStatements(e.target.value)} />
        </Field>
        <Field label={t('surveyActive')} layout="inline" id="survey-active"><Checkbox checked={active} onCheckedChange={(c) => setActive(c === true)} /></Field>
      </section>
      <div className="flex justify-end"><Button type="submit" loading={saving}>{t('saveSurvey')}</Button></div>
    </form>
  );
}
