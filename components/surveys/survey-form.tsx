'use client';
// /survey/{id}: a user survey's statements, each answered on the 1-7 scale (native radios in a fieldset per
// statement, so the keyboard's arrow keys move within one). Every statement needs an answer; the server checks it again.
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { api, errorMessagesOf } from '@/lib/api-client';
import { EVALUATION_DONE_PATH } from '@/lib/evaluations/constants';
import { SURVEY_MESSAGES as M, SURVEY_SCALE, type ParticipantSurvey } from '@/lib/surveys';
import { Button, FormErrors, buttonClasses, cn } from '@/components/ui';
import { NotNowButton } from '@/components/evaluations/not-now-button';

export function SurveyForm({ survey }: { survey: ParticipantSurvey }) {
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unanswered = survey.questions.filter((q) => answers[q.name] === undefined).map((q) => q.name);
    setMissing(new Set(unanswered));
    if (unanswered.length) {
      document.querySelector<HTMLInputElement>(`input[name="${unanswered[0]}"]`)?.focus();
      return;
    }
    setErrors([]);
    setSaving(true);
    try {
      await api.post('/user_survey', { user_survey_def_id: survey.id, answers });
      setDone(true);
    } catch (error) {
      setErrors(errorMessagesOf(error, M.save));
    } finally {
      setSaving(false);
    }
  };

  if (done) {
    return (
      <div role="status" className="flex flex-col items-start gap-4 rounded-3xl bg-surface p-6 shadow-card hc:border hc:border-line">
        <p className="text-lg font-semibold text-ink">{M.saved}</p>
        <Link href={EVALUATION_DONE_PATH} className={buttonClasses('primary', 'md')}>Go to My Journey</Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={survey.name} className="flex flex-col gap-5">
      <FormErrors messages={errors} />
      <ol className="flex flex-col gap-4">
        {survey.questions.map((q, index) => {
          const invalid = missing.has(q.name);
          return (
            <li key={q.name}>
              <fieldset aria-describedby={invalid ? `${q.name}-error` : undefined}
                className={cn('rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line', invalid && 'ring-2 ring-danger')}>
                <legend className="float-left mb-3 w-full text-lg font-semibold text-ink">
                  <span className="text-ink-muted">{index + 1}. </span>{q.prompt}
                </legend>
                <div className="clear-both grid gap-2 sm:grid-cols-7">
                  {SURVEY_SCALE.map((s) => (
                    <label key={s.value}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-line px-3 py-2 text-sm text-ink has-checked:border-brand has-checked:bg-brand-soft sm:flex-col sm:gap-1 sm:px-1 sm:text-center">
                      <input type="radio" name={q.name} value={s.value} checked={answers[q.name] === s.value} className="size-5 accent-brand"
                        onChange={() => {
                          setAnswers((a) => ({ ...a, [q.name]: s.value }));
                          setMissing((m) => {
                            const next = new Set(m);
                            next.delete(q.name);
                            return next;
                          });
                        }} />
                      <span><span className="font-bold">{s.value}</span><span className="sm:block"> {s.label}</span></span>
                    </label>
                  ))}
                </div>
                {invalid ? <p id={`${q.name}-error`} className="mt-2 text-sm font-medium text-danger">Please choose an answer from 1 to 7.</p> : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <NotNowButton />
        <Button type="submit" loading={saving} size="lg">Send my answers</Button>
      </div>
    </form>
  );
}
