'use client';
// /promotion/{id}/emotional_fitness_survey: the promotion's Flourishing Scale (a user survey answered 1-7). Saving
// creates it the first time (POST /user_survey_defs) and updates it after (PUT /user_survey_defs/{id}); an end date
// closes it after that day (days_from_start '0,{days since start + 1}').
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { api, errorMessagesOf } from '@/lib/api-client';
import { questionsFrom, SURVEY_MESSAGES, userSurveyDefWriteSchema, type UserSurveyDefinition, type UserSurveyDefWrite } from '@/lib/surveys';
import { Button, Checkbox, Form, FormErrors, FormField, Input, Textarea } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { checkedResolver } from '@/components/admin/activities/form-helpers';

type Draft = Pick<UserSurveyDefinition, 'name' | 'message' | 'questions' | 'end_date' | 'is_active'>;
type Values = { name: string; message: string; questions: string; end_date: string; is_active: boolean };

// The API's schema; the Flourishing Scale also needs a statement (the server refuses an empty one the same way).
const schema = userSurveyDefWriteSchema.superRefine((v, ctx) => {
  if (questionsFrom(v.questions ?? '').length === 0) ctx.addIssue({ code: 'custom', message: SURVEY_MESSAGES.questionsRequired, path: ['questions'] });
});

export function FlourishingEditor({ promotionId, survey, draft, startsOn }: { promotionId: number; survey: UserSurveyDefinition | null; draft: Draft; startsOn: string }) {
  const t = useTranslations('admin-evaluations');
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const from = survey ?? draft;
  const [resolver] = useState(() => checkedResolver<Values, typeof schema>(
    schema,
    (v) => ({ ...v, promotion_id: promotionId, kind: 'flourishing', end_date: v.end_date || null }),
    { [SURVEY_MESSAGES.questionsRequired]: t('questionsRequired') },
  ));
  const form = useForm<Values, unknown, UserSurveyDefWrite>({
    resolver,
    defaultValues: { name: from.name, message: from.message ?? '', questions: from.questions.map((q) => q.prompt).join('\n'), end_date: from.end_date ?? '', is_active: from.is_active },
  });
  const [errors, setErrors] = useState<string[]>([]);
  const count = questionsFrom(useWatch({ control: form.control, name: 'questions' })).length;

  const save = async (body: UserSurveyDefWrite) => {
    setErrors([]);
    try {
      if (survey) await api.put(`/user_survey_defs/${survey.id}`, body);
      else await api.post('/user_survey_defs', body);
      toast(t('surveySaved'));
      router.refresh();
    } catch (error) {
      setErrors(errorMessagesOf(error, t('surveySaveFailed')));
      errorToast(errorMessagesOf(error, t('surveySaveFailed'))[0]);
    }
  };

  return (
    <Form form={form} onSubmit={save} aria-label={t('flourishingScale')} className="flex flex-col gap-6">
      <FormErrors messages={errors} />
      {!survey ? <p className="rounded-2xl bg-surface-muted px-4 py-3 text-ink">{t('noFlourishing')}</p> : (
        <p className="text-ink-muted">{t('answeredCount', { count: survey.surveys_count })}</p>
      )}
      <section aria-labelledby="survey-title" className="grid gap-5 rounded-3xl bg-surface p-5 shadow-card sm:grid-cols-2 sm:p-6 hc:border hc:border-line">
        <h2 id="survey-title" className="text-h2 text-ink sm:col-span-2">{t('surveyHeading')}</h2>
        <FormField name="name" label={t('name')} id="survey-name" render={(field) => <Input autoComplete="off" {...field} />} />
        <FormField name="end_date" label={t('endDate')} id="survey-end" description={t('surveyEndHelp', { startsOn })}
          render={(field) => <Input type="date" min={startsOn} {...field} />} />
        <FormField name="message" label={t('message')} id="survey-message" className="sm:col-span-2" render={(field) => <Textarea rows={2} {...field} />} />
        <FormField name="questions" label={t('statements', { count })} id="survey-statements" description={t('statementsHelp')} className="sm:col-span-2"
          render={(field) => <Textarea rows={9} {...field} />} />
        <FormField name="is_active" label={t('surveyActive')} layout="inline" id="survey-active"
          render={({ value, onChange, ...field }) => <Checkbox {...field} checked={value} onCheckedChange={(c) => onChange(c === true)} />} />
      </section>
      <div className="flex justify-end"><Button type="submit" loading={form.formState.isSubmitting}>{t('saveSurvey')}</Button></div>
    </Form>
  );
}
