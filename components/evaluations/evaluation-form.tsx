'use client';
// The answers of one evaluation: the required-field validator runs on
// submit and the first invalid field takes the focus; a save shows 'Saved!', refreshes the user and after 1 s
// goes to My Journey, where the congratulations dialog opens. A failed save shows 'An error ocurred while
// saving!' first in the error banner.
import { useEffect, useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { EVALUATION_DONE_PATH, EVALUATION_SAVED_REDIRECT_MS } from '@/lib/evaluations/constants';
import { EVALUATION_MESSAGES as M } from '@/lib/evaluations/messages';
import type { EvaluationDefinition } from '@/lib/evaluations/types';
import { useSubmitEvaluation } from '@/lib/query/evaluations';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { Button } from '@/components/ui/button';
import { NotNowButton } from './not-now-button';
import { Form } from '@/components/ui/form';
import { answerErrors, answerKey, answersByName, emptyAnswers, type AnswerFormValues } from './answer-form';
import { announceEvaluationCompleted } from './evaluation-congratulations';
import { EvaluationFields } from './evaluation-fields';

type Values = { answers: AnswerFormValues };

function answersResolver(definition: EvaluationDefinition): Resolver<Values> {
  return async (values) => {
    const errors = answerErrors(definition.questions, (q) => values.answers[answerKey(q)]);
    if (errors.length === 0) return { values, errors: {} };
    const answers = Object.fromEntries(errors.map(([key, message]) => [key, { type: 'validate', message }]));
    return { values: {}, errors: { answers } as FieldErrors<Values> };
  };
}

/** Banner lines of a failed save: the spec's message first, then what the server objected to (422). */
function saveErrorLines(error: unknown): string[] {
  const details = error instanceof ApiError && error.status !== undefined && error.status < 500 ? error.errors : [];
  return [M.saveError, ...details.filter((line) => line !== M.saveError)];
}

export function EvaluationForm({ definition, onSaved }: { definition: EvaluationDefinition; onSaved: () => void }) {
  const t = useTranslations('evaluations');
  const id = useId();
  const router = useRouter();
  const banner = useErrorBanner();
  const save = useSubmitEvaluation();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    defaultValues: { answers: emptyAnswers(definition.questions) },
    resolver: answersResolver(definition),
    reValidateMode: 'onChange',
  });

  // A new evaluation's save redirects after 1 s.
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => {
      announceEvaluationCompleted(definition.name);
      router.push(EVALUATION_DONE_PATH);
    }, EVALUATION_SAVED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saved, definition.name, router]);

  const { register, formState } = form;
  const submit = async ({ answers }: Values) => {
    banner.clear();
    try {
      await save.mutateAsync({ evaluation_definition_id: definition.id, answers: answersByName(definition.questions, answers) });
      onSaved();
      setSaved(true);
    } catch (error) {
      banner.show(saveErrorLines(error), { priority: 1 });
    }
  };

  const busy = formState.isSubmitting || saved;
  return (
    <Form form={form} onSubmit={submit} aria-busy={busy} className="flex flex-col gap-8">
      <EvaluationFields
        questions={definition.questions}
        idPrefix={`eval-${id}`}
        registerAnswer={(key) => register(`answers.${key}`)}
        errors={formState.errors.answers}
      />
      <div className="flex flex-col items-stretch gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-end">
        <p role="status" className="text-center font-semibold text-success sm:me-auto sm:text-start">
          {saved ? t('saved') : ''}
        </p>
        {saved ? null : <NotNowButton />}
        <Button type="submit" size="lg" disabled={busy}>
          {saved ? t('saved') : formState.isSubmitting ? t('saving') : t('submit')}
        </Button>
      </div>
    </Form>
  );
}
