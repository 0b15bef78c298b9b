'use client';
// The administration form's small pieces: a titled section, and text, number, date, select and check fields bound to
// react-hook-form by name (FormField gives each its label, description and error).
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Checkbox, FormField, Input, Select, Textarea } from '@/components/ui';

export function FormSection({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <h2 id={`${id}-title`} className="text-h2 text-ink">{title}</h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  );
}

interface Common<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  description?: ReactNode;
  className?: string;
}

export function TextField<T extends FieldValues>({ name, label, description, className, type = 'text', inputMode, autoComplete = 'off' }: Common<T> & {
  type?: 'text' | 'url' | 'date' | 'number';
  inputMode?: 'numeric' | 'text' | 'url';
  autoComplete?: string;
}) {
  return (
    <FormField<T, FieldPath<T>>
      name={name} label={label} description={description} className={className}
      render={(field) => <Input type={type} inputMode={inputMode ?? (type === 'number' ? 'numeric' : undefined)} autoComplete={autoComplete} {...field} value={field.value ?? ''} />}
    />
  );
}

export function TextAreaField<T extends FieldValues>({ name, label, description, className }: Common<T>) {
  return (
    <FormField<T, FieldPath<T>> name={name} label={label} description={description} className={className}
      render={(field) => <Textarea rows={3} {...field} value={field.value ?? ''} />} />
  );
}

export function SelectField<T extends FieldValues>({ name, label, description, className, choices, empty }: Common<T> & {
  choices: readonly { value: string | number; label: string }[];
  /** The label of the empty choice, when none is allowed. */
  empty?: string;
}) {
  return (
    <FormField<T, FieldPath<T>> name={name} label={label} description={description} className={className}
      render={(field) => (
        <Select {...field} value={field.value ?? ''}>
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {choices.map((c) => <option key={c.value} value={String(c.value)}>{c.label}</option>)}
        </Select>
      )} />
  );
}

export function CheckField<T extends FieldValues>({ name, label, description, className }: Common<T>) {
  return (
    <FormField<T, FieldPath<T>> name={name} label={label} description={description} className={className} layout="inline"
      render={({ value, onChange, ...field }) => <Checkbox {...field} checked={Boolean(value)} onCheckedChange={(c) => onChange(c === true)} />} />
  );
}
