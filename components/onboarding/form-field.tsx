// Labelled form controls for the onboarding forms (registration, reset password, eligibility, pilot), in the
// login form's look. A field's error and hint are wired to its control with aria-describedby, and the error is
// announced when it appears.
import type { ComponentPropsWithRef, ReactNode } from 'react';

export const inputClasses =
  'block w-full min-h-12 rounded-2xl border border-line-strong bg-surface px-4 text-base text-ink placeholder:text-ink-muted ' +
  'aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger disabled:opacity-60';

export const selectClasses = `${inputClasses} appearance-none pr-11`;

/** A native select with one chevron in every browser (appearance-none removes the native arrow). */
export function Select({ className = '', children, ...props }: ComponentPropsWithRef<'select'>) {
  return (
    <div className="relative">
      <select {...props} className={`${selectClasses} ${className}`}>
        {children}
      </select>
      <svg viewBox="0 0 20 20" className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink-muted" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

/** aria attributes for a control whose field shows `error` and/or `hint`. */
export function describedBy(id: string, error?: ReactNode, hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** Shown after the label, e.g. "(optional)". */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function Field({ id, label, error, hint, aside, className = '', children }: FieldProps) {
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block font-semibold text-ink">
          {label}
        </label>
        {aside ? <span className="text-sm text-ink-muted">{aside}</span> : null}
      </div>
      <div className="mt-2">{children}</div>
      {hint ? (
        <div id={`${id}-hint`} className="mt-2 text-sm text-ink-muted">
          {hint}
        </div>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  // The live region is always rendered so that screen readers announce an error when it appears.
  return (
    <p id={id} role="alert" className="text-sm font-medium text-danger empty:hidden [&:not(:empty)]:mt-2">
      {children}
    </p>
  );
}

/** A list of server errors at the top of a form or dialog. */
export function FormErrors({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <ul role="alert" className="flex flex-col gap-1 rounded-2xl bg-danger-soft px-4 py-3 font-medium text-danger">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
