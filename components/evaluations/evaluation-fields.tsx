'use client';
// The questions of an evaluation, in order: HEADER items title the groups that follow them, every other question
// is a QuestionField. '* Required Fields' heads the list when any question is required.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { EvaluationQuestion } from '@/lib/evaluations/types';
import { answerKey } from './answer-form';
import { QuestionField } from './question-field';

export interface EvaluationFieldsProps {
  questions: EvaluationQuestion[];
  /** Prefix of the control ids (unique on the page). */
  idPrefix: string;
  /** The form's registration of the answer with this key (`register(\`answers.${key}\`)`). */
  registerAnswer: (key: string) => UseFormRegisterReturn;
  /** The form's errors under `answers`, by key. */
  errors?: Partial<Record<string, { message?: string }>>;
}

export function EvaluationFields({ questions, idPrefix, registerAnswer, errors }: EvaluationFieldsProps) {
  const t = useTranslations('evaluations');
  if (questions.length === 0) return null;
  return (
    <div className="flex flex-col gap-6">
      {questions.some((q) => q.required) ? <p className="text-sm text-ink-muted">{t('requiredFields')}</p> : null}
      {questions.map((question) => {
        const key = answerKey(question);
        if (question.type_of_prompt === 'HEADER') {
          return (
            <h3 key={key} className="border-t border-line pt-6 text-base font-semibold text-ink first:border-t-0 first:pt-0">
              {question.prompt}
            </h3>
          );
        }
        return (
          <QuestionField
            key={key}
            question={question}
            id={`${idPrefix}-${key}`}
            registration={registerAnswer(key)}
            error={errors?.[key]?.message}
          />
        );
      })}
    </div>
  );
}
