'use client';
// One labelled form field: label, the control, a description and an error. The control (Input, Textarea, Select,
// Checkbox, Switch, Combobox) takes its id, aria-invalid and aria-describedby from the field, so a screen reader
// reads the description and the error with it; the error is a live region, announced when it appears. An error given
// as an English text (a schema's message, lib/**/messages.ts) shows in the reader's language (useErrorText).
import { createContext, useContext, useId, type ReactNode } from 'react';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { Label } from './label';
import { cn } from './cn';

interface FieldContextValue {
  id: string;
  descriptionId?: string;
  errorId?: string;
  invalid: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

export interface FieldProps {
  label: ReactNode;
  /** Help under the control, read with it. */
  description?: ReactNode;
  error?: ReactNode;
  /** Beside the label, e.g. "(optional)" or a "Forgot your password?" link. */
  aside?: ReactNode;
  /** The control's id; generated when left out. */
  id?: string;
  /** 'inline' puts a checkbox or switch before its label. */
  layout?: 'stacked' | 'inline';
  /** The label for screen readers only: a box whose place says what it is for (a comment box, a name edited in place). */
  labelHidden?: boolean;
  className?: string;
  children: ReactNode;
}

export function Field({ label, description, error, aside, id, layout = 'stacked', labelHidden = false, className, children }: FieldProps) {
  const generated = useId();
  const errorText = useErrorText();
  const controlId = id ?? generated;
  const value: FieldContextValue = {
    id: controlId,
    descriptionId: description ? `${controlId}-description` : undefined,
    errorId: error ? `${controlId}-error` : undefined,
    invalid: Boolean(error),
  };
  const descriptionBlock = description ? (
    <div id={value.descriptionId} className="mt-2 text-sm text-ink-muted">
      {description}
    </div>
  ) : null;
  return (
    <FieldContext.Provider value={value}>
      <div className={className}>
        {layout === 'inline' ? (
          <div className="flex items-center gap-3">
            {children}
            <Label htmlFor={controlId} className="font-normal">
              {label}
            </Label>
          </div>
        ) : labelHidden ? (
          <>
            <Label htmlFor={controlId} className="sr-only">
              {label}
            </Label>
            {children}
          </>
        ) : (
          <>
            <div className="flex items-baseline justify-between gap-3">
              <Label htmlFor={controlId}>{label}</Label>
              {aside ? <span className="text-sm text-ink-muted">{aside}</span> : null}
            </div>
            <div className="mt-2">{children}</div>
          </>
        )}
        {descriptionBlock}
        <FieldError id={`${controlId}-error`}>{typeof error === 'string' ? errorText(error) : error}</FieldError>
      </div>
    </FieldContext.Provider>
  );
}

/** The error line. Always rendered (empty when there is no error) so the live region exists before it fills. */
export function FieldError({ id, children, className }: { id?: string; children?: ReactNode; className?: string }) {
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-danger empty:hidden [&:not(:empty)]:mt-2', className)}>
      {children}
    </p>
  );
}

interface ControlAria {
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-describedby'?: string;
}

/** The id and aria attributes a control gets from its Field; explicit props win, describedby ids are merged. */
export function useFieldControl<P extends ControlAria>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [props['aria-describedby'], field.descriptionId, field.errorId].filter(Boolean).join(' ');
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    'aria-describedby': describedBy || undefined,
  };
}
