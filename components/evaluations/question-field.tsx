'use client';
// One evaluation question as a labelled control, by type_of_prompt (administration.md §3 "CustomPrompt"):
// DROPDOWN a select, TEXTBOX a text input (whole numbers only when its data_type is integer), TEXTAREA a text
// area, CHECKBOX a box whose label is the question. Used by the /usereval screen and the registration form alike.
import { useRef, type ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { isPartialWholeNumber } from '@/lib/evaluations/answers';
import type { EvaluationQuestion } from '@/lib/evaluations/types';
import { describedBy, Field, FieldError, inputClasses, Select } from '@/components/onboarding/form-field';

export interface QuestionFieldProps {
  question: EvaluationQuestion;
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

function RequiredMark({ required }: { required: boolean }) {
  // The asterisk is for the eye; aria-required tells assistive technology.
  return required ? (
    <span aria-hidden="true" className="ml-1 text-danger">
      *
    </span>
  ) : null;
}

/** §5 "Integer-only inputs reject decimals by reverting to the previous value." */
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
  return <input type="text" inputMode="numeric" autoComplete="off" {...props} {...registration} onChange={onChange} className={inputClasses} />;
}

export function QuestionField({ question, id, registration, error }: QuestionFieldProps) {
  const aria = { ...describedBy(id, error), 'aria-required': question.required || undefined };
  if (question.type_of_prompt === 'CHECKBOX') {
    return (
      <div>
        <div className="flex items-start gap-3">
          <input type="checkbox" {...aria} className="mt-0.5 size-5 shrink-0 accent-brand" {...registration} />
          <label htmlFor={id} className="text-ink">
            {question.prompt}
            <RequiredMark required={question.required} />
          </label>
        </div>
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
    );
  }
  const label = (
    <>
      {question.prompt}
      <RequiredMark required={question.required} />
    </>
  );
  return (
    <Field id={id} label={label} error={error}>
      {question.type_of_prompt === 'DROPDOWN' ? (
        <Select {...aria} {...registration}>
          <option value="">Choose…</option>
          {question.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      ) : question.type_of_prompt === 'TEXTAREA' ? (
        <textarea rows={4} {...aria} className={`${inputClasses} py-3`} {...registration} />
      ) : question.data_type === 'integer' ? (
        <WholeNumberInput {...aria} registration={registration} />
      ) : (
        <input type="text" autoComplete="off" {...aria} className={inputClasses} {...registration} />
      )}
    </Field>
  );
}
