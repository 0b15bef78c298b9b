'use client';
// /survey/{id}: a user survey's statements, each answered on the 1-7 scale (native radios in a fieldset per
// statement, so the keyboard's arrow keys move within one). Every statement needs an answer; the server checks it again.
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { api, errorMessagesOf } from '@/lib/api-client';
import { EVALUATION_DONE_PATH } from '@/lib/evaluations/constants';
import { SURVEY_MESSAGES as M, SURVEY_SCALE, type ParticipantSurvey } from '@/lib/surveys';
import { Button, Form, FormErrors, buttonClasses, cn } from '@/components/ui';
import { NotNowButton } from '@/components/evaluations/not-now-button';

// One answer per statement, in the statements' order (radio values are strings; nothing checked is null). An
// unanswered statement gets the message, and react-hook-form focuses its first radio.
const schemaOf = (unanswered: string) =>
  z.object({
    answers: z.array(z.string().nullable().refine((v) => Boolean(v), unanswered)),
  });
type Values = z.infer<ReturnType<typeof schemaOf>>;

export function SurveyForm({ survey }: { survey: ParticipantSurvey }) {
  const t = useTranslations('surveys');
  const defaultValues = useMemo<Values>(() => ({ answers: survey.questions.map(() => null) }), [survey.questions]);
  const form = useForm<Values>({ resolver: zodResolver(schemaOf(t('chooseAnswer'))), defaultValues });
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState(false);

  const submit = async (values: Values) => {
    setErrors([]);
    const answers = Object.fromEntries(survey.questions.map((q, i) => [q.name, Number(values.answers[i])]));
    try {
      await api.post('/user_survey', { user_survey_def_id: survey.id, answers });
      setDone(true);
    } catch (error) {
      setErrors(errorMessagesOf(error, M.save));
    }
  };

  if (done) {
    return (
      <div role="status" className="flex flex-col items-start gap-4 rounded-3xl bg-surface p-6 shadow-card hc:border hc:border-line">
        <p className="text-lg font-semibold text-ink">{t('saved')}</p>
        <Link href={EVALUATION_DONE_PATH} className={buttonClasses('primary', 'md')}>{t('goToJourney')}</Link>
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={submit} aria-label={survey.name} className="flex flex-col gap-5">
      <FormErrors messages={errors} />
      <ol className="flex flex-col gap-4">
        {survey.questions.map((q, index) => {
          const error = form.formState.errors.answers?.[index]?.message;
          const invalid = Boolean(error);
          return (
            <li key={q.name}>
              <fieldset aria-describedby={invalid ? `${q.name}-error` : undefined}
                className={cn('rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line', invalid && 'ring-2 ring-danger')}>
                <legend className="float-start mb-3 w-full text-lg font-semibold text-ink">
                  <span className="text-ink-muted">{index + 1}. </span>{q.prompt}
                </legend>
                <div className="clear-both grid gap-2 sm:grid-cols-7">
                  {SURVEY_SCALE.map((s) => (
                    <label key={s.value}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-line px-3 py-2 text-sm text-ink has-checked:border-brand has-checked:bg-brand-soft sm:flex-col sm:gap-1 sm:px-1 sm:text-center">
                      <input type="radio" value={String(s.value)} className="size-5 accent-brand" {...form.register(`answers.${index}`)} />
                      <span><span className="font-bold">{s.value}</span><span className="sm:block"> {t(`scale.${s.value}`)}</span></span>
                    </label>
                  ))}
                </div>
                {invalid ? <p id={`${q.name}-error`} className="mt-2 text-sm font-medium text-danger">{error}</p> : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <NotNowButton />
        <Button type="submit" loading={form.formState.isSubmitting} size="lg">{t('send')}</Button>
      </div>
    </Form>
  );
}
