'use client';
// One evaluation question as a labelled control, by type_of_prompt:
// DROPDOWN a select, TEXTBOX a text input (whole numbers only when its data_type is integer), TEXTAREA a text
// area, CHECKBOX a box whose label is the question. Used by the /usereval screen and the registration form alike.
import { useRef, type ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { isPartialWholeNumber } from '@/lib/evaluations/answers';
import type { EvaluationQuestion } from '@/lib/evaluations/types';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

export interface QuestionFieldProps {
  question: EvaluationQuestion;
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

function RequiredMark({ required }: { required: boolean }) {
  // The asterisk is for the eye; aria-required tells assistive technology.
  return required ? (
    <span aria-hidden="true" className="ms-1 text-danger">
      *
    </span>
  ) : null;
}

/** Integer-only inputs reject decimals by reverting to the previous value. */
function WholeNumberInput({ registration, ...props }: { registration: UseFormRegisterReturn } & Record<string, unknown>) {
  const previous = useRef('');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!isPartialWholeNumber(event.target.value)) {
      event.target.value = previous.current;
      return;
    }
    previous.current = event.target.value;
    return registration.onChange(event);
  };
  return <Input type="text" inputMode="numeric" autoComplete="off" {...props} {...registration} onChange={onChange} />;
}

export function QuestionField({ question, id, registration, error }: QuestionFieldProps) {
  const t = useTranslations('evaluations');
  const required = { 'aria-required': question.required || undefined };
  const label = (
    <>
      {question.prompt}
      <RequiredMark required={question.required} />
    </>
  );
  if (question.type_of_prompt === 'CHECKBOX') {
    // A native box: register() reads its change event.
    return (
      <Field id={id} label={label} error={error} layout="inline">
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...required}
          className="size-5 shrink-0 accent-brand"
          {...registration}
        />
      </Field>
    );
  }
  return (
    <Field id={id} label={label} error={error}>
      {question.type_of_prompt === 'DROPDOWN' ? (
        <Select {...required} {...registration}>
          <option value="">{t('choose')}</option>
          {question.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      ) : question.type_of_prompt === 'TEXTAREA' ? (
        <Textarea rows={4} {...required} {...registration} />
      ) : question.data_type === 'integer' ? (
        <WholeNumberInput {...required} registration={registration} />
      ) : (
        <Input type="text" autoComplete="off" {...required} {...registration} />
      )}
    </Field>
  );
}
